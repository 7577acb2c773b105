import { afterEach, describe, expect, it, vi } from 'vitest';
import { getIdProofs } from '../../../src/client/api/attachments';
import { pageProofTransport } from '../../../src/client/api/proofTransport';
import type { Attachment } from '../../../src/contract';
import { installFakeApi } from './fakeApi';

const proof: Attachment = {
  id: 'a1',
  file_name: 'id.png',
  file_size: 10,
  file_type: 'image/png',
  proof_type: 'ID_PROOF',
  direct_url: '/storage/attachments/id-proofs/1/a1',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('attachment API calls', () => {
  it("hands refusals of an ID proof's upload calls to the proof queue instead of throwing", async () => {
    const refusal = { non_field_errors: ['Upload limit reached.'] };
    const { requests } = installFakeApi({
      '/api/auditor/id_proof/attachment': { status: 400, body: refusal },
      '/api/auditor/attachment/a1/complete': { status: 404, body: { non_field_errors: ['Not found.'] } },
    });
    const body = { id: 'a1', file_name: 'id.png', file_size: 10, file_type: 'image/png' };
    expect(await pageProofTransport.startIdProof(body)).toEqual({ status: 400, body: refusal });
    expect(await pageProofTransport.complete('a1')).toEqual({
      status: 404,
      body: { non_field_errors: ['Not found.'] },
    });
    expect(requests).toEqual(['/api/auditor/id_proof/attachment', '/api/auditor/attachment/a1/complete']);
    const methods = vi.mocked(fetch).mock.calls.map(([request]) => (request as Request).method);
    expect(methods).toEqual(['POST', 'POST']);
  });

  it('lists ID proofs through the contract', async () => {
    installFakeApi({ '/api/auditor/id_proof/attachment': { body: [proof] } });
    expect(await getIdProofs()).toEqual([proof]);
  });
});
