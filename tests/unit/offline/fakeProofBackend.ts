import type {
  ActionProofStartBody,
  ReportProofUploadStartBody,
  UploadStartBody,
} from '../../../src/contract';
import type { FormPostRequest } from '../../../src/offline/formPost';
import { FormPostError } from '../../../src/offline/formPost';
import type { CallResponse } from '../../../src/offline/uploadPipeline';

export type Step = 'ok' | 'network' | 503 | 403 | 400 | 'hang';

/** A server and store that answer as the real ones do, with a plan per step. */
export function fakeProofBackend() {
  const plans = { start: [] as Step[], store: [] as Step[], complete: [] as Step[] };
  const starts: ReportProofUploadStartBody[] = [];
  const idStarts: UploadStartBody[] = [];
  const actionStarts: Array<{ itemId: number; body: ActionProofStartBody }> = [];
  const actionCompleted = new Set<string>();
  const posted: Array<{ id: string; policy: string; bytes: number }> = [];
  const completed = new Set<string>();
  const stored = new Set<string>();
  let policies = 0;
  const next = (step: keyof typeof plans) => plans[step].shift() ?? 'ok';
  const hang = () => new Promise<never>(() => {});
  const answer = async (status: Step, body: () => unknown): Promise<CallResponse> => {
    if (status === 'hang') return hang();
    if (status === 'network') throw new TypeError('Failed to fetch');
    if (typeof status === 'number') return { status, body: { non_field_errors: [`refused with ${status}`] } };
    return { status: 200, body: body() };
  };
  const proofOf = (id: string, body?: ReportProofUploadStartBody) => ({
    id,
    file_name: body?.file_name ?? 'p.jpg',
    file_size: body?.file_size ?? 1,
    file_type: 'image/jpeg',
    proof_type: 'PHOTO',
    direct_url: `/storage/attachments/${id}`,
    section_id: 3,
    proof_tag: null,
    sequence: 0,
    sha256: body?.sha256 ?? null,
    captured_at: null,
    picked_at: null,
    original_size: null,
    repeat_alert: null,
  });
  return {
    plans,
    starts,
    idStarts,
    actionStarts,
    actionCompleted,
    posted,
    completed,
    stored,
    transport: {
      start: (_store: number, _section: number, body: ReportProofUploadStartBody) => {
        starts.push(body);
        policies += 1;
        const policy = `policy-${policies}`;
        return answer(next('start'), () => ({
          url: '/storage/attachments',
          fields: { key: body.id ?? '', policy },
          attachment: proofOf(body.id ?? '', body),
        }));
      },
      startIdProof: (body: UploadStartBody) => {
        idStarts.push(body);
        policies += 1;
        const policy = `policy-${policies}`;
        return answer(next('start'), () => ({
          url: '/storage/attachments',
          fields: { key: body.id ?? '', policy },
          attachment: { ...proofOf(body.id ?? '', { ...body, sha256: '' }), proof_type: 'ID_PROOF' },
        }));
      },
      complete: (id: string) =>
        answer(next('complete'), () => {
          if (!stored.has(id)) throw new Error('complete before the store holds the file');
          completed.add(id);
          return proofOf(id);
        }),
      startActionProof: (itemId: number, body: ActionProofStartBody) => {
        actionStarts.push({ itemId, body });
        policies += 1;
        const policy = `policy-${policies}`;
        return answer(next('start'), () => ({
          url: '/storage/attachments',
          fields: { key: body.id ?? '', policy },
          attachment: proofOf(body.id ?? '', { ...body, captured_at: body.captured_at ?? null }),
        }));
      },
      completeActionProof: (id: string) =>
        answer(next('complete'), () => {
          if (!stored.has(id)) throw new Error('complete before the store holds the file');
          actionCompleted.add(id);
          return proofOf(id);
        }),
    },
    postForm: async ({ form }: FormPostRequest) => {
      const step = next('store');
      if (step === 'hang') return hang();
      if (step === 'network') throw new FormPostError('network');
      const id = String(form.get('key'));
      const file = form.get('file') as Blob;
      posted.push({ id, policy: String(form.get('policy')), bytes: file.size });
      if (typeof step === 'number') return step;
      stored.add(id);
      return 201;
    },
  };
}
