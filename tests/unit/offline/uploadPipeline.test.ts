import { describe, expect, it, vi } from 'vitest';
import { type Attachment, MESSAGES, type UploadStartBody } from '../../../src/contract';
import type { FormPoster, FormPostRequest } from '../../../src/offline/formPost';
import { FormPostError } from '../../../src/offline/formPost';
import {
  type CallResponse,
  type UploadCalls,
  type UploadUpdate,
  uploadFile,
} from '../../../src/offline/uploadPipeline';

const ID = '5b2d3c1e-8f4a-4e7b-9c6d-1a2b3c4d5e6f';
const attachment: Attachment = {
  id: ID,
  file_name: 'pan.pdf',
  file_size: 5,
  file_type: 'application/pdf',
  proof_type: 'ID_PROOF',
  direct_url: `/storage/attachments/id-proofs/7/${ID}`,
};
const started: CallResponse = {
  status: 200,
  body: {
    url: '/storage/attachments',
    fields: { key: `id-proofs/7/${ID}`, 'Content-Type': 'application/pdf', policy: 'cG9saWN5' },
    attachment,
  },
};
const file = new Blob(['%PDF-'], { type: 'application/pdf' });

function fakeCalls(
  start: CallResponse | Error = started,
  complete: CallResponse | Error = { status: 200, body: attachment },
) {
  const answer = (value: CallResponse | Error) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  return {
    start: vi.fn((_: UploadStartBody) => answer(start)),
    complete: vi.fn((_: string) => answer(complete)),
  } satisfies UploadCalls;
}

/** A store that reports the given progress steps, then answers `status` (or fails without one). */
function fakeStore(status: number | FormPostError, steps: number[] = [0.5, 1]) {
  const posted: FormPostRequest[] = [];
  const postForm: FormPoster = async (request) => {
    posted.push(request);
    for (const step of steps) request.onProgress(step);
    if (status instanceof FormPostError) throw status;
    return status;
  };
  return { postForm, posted };
}

async function run(calls: UploadCalls, postForm: FormPoster, alreadyStored = false) {
  const updates: UploadUpdate[] = [];
  const result = await uploadFile({
    file,
    fileName: 'pan.pdf',
    attachmentId: ID,
    calls,
    postForm,
    alreadyStored,
    onUpdate: (update) => updates.push(update),
  });
  return { result, updates };
}

describe('uploadFile', () => {
  it('starts, posts fields then the file, completes, and reports each stage with progress', async () => {
    const calls = fakeCalls();
    const store = fakeStore(201, [0.25, 0.75]);
    const { result, updates } = await run(calls, store.postForm);

    expect(calls.start).toHaveBeenCalledWith({
      id: ID,
      file_name: 'pan.pdf',
      file_size: 5,
      file_type: 'application/pdf',
    });
    expect(store.posted[0]?.url).toBe('/storage/attachments');
    const entries = [...(store.posted[0]?.form.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual(['key', 'Content-Type', 'policy', 'file']);
    const sentFile = entries[3]?.[1];
    expect(sentFile).toBeInstanceOf(File);
    expect(sentFile instanceof File && sentFile.name).toBe('pan.pdf');
    expect(calls.complete).toHaveBeenCalledWith(ID);
    expect(updates.map((u) => [u.stage, u.progress])).toEqual([
      ['initialised', 0],
      ['initialised', 0.25],
      ['initialised', 0.75],
      ['stored', 1],
      ['completed', 1],
    ]);
    expect(result).toEqual({ stage: 'completed', progress: 1, attachment });
  });

  it('shows the first non_field_errors of a refused start, and posts nothing', async () => {
    const calls = fakeCalls({ status: 400, body: { non_field_errors: ['Upload limit reached.', 'second'] } });
    const store = fakeStore(201);
    const { result, updates } = await run(calls, store.postForm);
    expect(result).toMatchObject({
      stage: 'failed',
      error: 'Upload limit reached.',
      failedStep: 'start',
      status: 400,
    });
    expect(updates).toHaveLength(1);
    expect(store.posted).toHaveLength(0);
    expect(calls.complete).not.toHaveBeenCalled();
  });

  it('falls back to a field message, then to the generic message, for a refused start', async () => {
    const fieldRefusal = await run(
      fakeCalls({ status: 400, body: { file_type: ['Only images or PDF files are supported.'] } }),
      fakeStore(201).postForm,
    );
    expect(fieldRefusal.result.error).toBe('Only images or PDF files are supported.');
    for (const answer of [
      { status: 500, body: 'Bad gateway' },
      { status: 400, body: null },
      new Error('offline'),
    ]) {
      const { result } = await run(fakeCalls(answer), fakeStore(201).postForm);
      expect(result).toMatchObject({ stage: 'failed', error: MESSAGES.genericError, failedStep: 'start' });
    }
  });

  it.each([
    ['a 403 from the store', 403],
    ['a 204 instead of 201', 204],
    ['no answer from the store', new FormPostError('network')],
  ])('fails on %s with the generic message and does not complete', async (_, status) => {
    const calls = fakeCalls();
    const { result } = await run(calls, fakeStore(status, [0.5]).postForm);
    expect(result).toMatchObject({
      stage: 'failed',
      error: MESSAGES.genericError,
      failedStep: 'store',
      progress: 0.5,
    });
    expect(result.attachment?.id).toBe(ID);
    expect(calls.complete).not.toHaveBeenCalled();
  });

  it('fails a refused or unanswered complete with the generic message, resumable from complete', async () => {
    for (const answer of [
      { status: 400, body: { non_field_errors: ['The file has not been uploaded yet.'] } },
      new Error('offline'),
    ]) {
      const { result, updates } = await run(fakeCalls(started, answer), fakeStore(201).postForm);
      expect(updates.map((u) => u.stage)).toContain('stored');
      expect(result).toMatchObject({ stage: 'failed', error: MESSAGES.genericError, failedStep: 'complete' });
    }
  });

  it('only completes a file that was already stored', async () => {
    const calls = fakeCalls();
    const store = fakeStore(201);
    const { result } = await run(calls, store.postForm, true);
    expect(calls.start).not.toHaveBeenCalled();
    expect(store.posted).toHaveLength(0);
    expect(result).toEqual({ stage: 'completed', progress: 1, attachment });
  });
});
