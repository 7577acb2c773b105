import type { Attachment, UploadStartBody } from '../contract/attachments';
import { firstErrorMessage, MESSAGES } from '../contract/errors';
import { attachmentAnswerOf, uploadStartAnswerOf } from '../contract/uploadAnswers';
import { createXhrFormPoster, createXhrPartPutter, type FormPoster, type PartPutter } from './formPost';
import { type PartCalls, partSizeForLink, uploadParts } from './partUpload';
import type { CallResponse } from './responseBody';

/**
 * One file's way to storage (spec: upload start, multipart POST to the store, complete): 1. the
 * start call returns the attachment and a presigned POST (`initialised`); 2. the fields and then
 * the file are posted to the store, which answers 201 (`stored`); 3. the complete call makes the
 * attachment count (`completed`). Any failure ends in `failed` with the spec's message and the step
 * to resume from. The caller keeps the file, not a request (docs/rules.md#offline rule 5): a retry
 * runs this again with the same attachment id, so the server returns the same attachment with a
 * fresh policy. No React and no Dexie here, so a queue of uploads can be built on top of it.
 */

export type { CallResponse };

export interface UploadCalls extends Partial<PartCalls> {
  /** the upload start call of the attachment's kind, e.g. POST auditor/id_proof/attachment */
  start(body: UploadStartBody): Promise<CallResponse>;
  /** POST auditor/attachment/{id}/complete */
  complete(attachmentId: string): Promise<CallResponse>;
}

export type UploadStep = 'start' | 'store' | 'complete';

export interface UploadUpdate {
  stage: 'initialised' | 'stored' | 'completed' | 'failed';
  /** share of the file the store has received, 0 to 1 */
  progress: number;
  /** a file sent in parts: the bytes the store holds for sure, reported when that changes */
  bytesStored?: number;
  /** known from `initialised` on */
  attachment?: Attachment;
  /** `failed` only: the message to show beside the file */
  error?: string;
  /** `failed` only: the step to run again (`complete` when the file is already stored) */
  failedStep?: UploadStep;
  /** `failed` only: the HTTP status of the refusal; absent when no response arrived */
  status?: number;
}

export interface UploadOptions {
  file: Blob;
  fileName: string;
  /** the client-generated attachment id (docs/rules.md#offline rule 4) */
  attachmentId: string;
  calls: UploadCalls;
  onUpdate?: (update: UploadUpdate) => void;
  /** the store already answered 201 on an earlier run: only `complete` is left */
  alreadyStored?: boolean;
  postForm?: FormPoster;
  /** a part's PUT, for a file sent in parts (decision 0071): XHR by default */
  putPart?: PartPutter;
  /** awaited before each part: the outbox's calls go first */
  betweenParts?: () => Promise<void>;
  signal?: AbortSignal;
}

const STORED_STATUS = 201;

/** The store wants its fields first and the file last, named `file` (S3's rule). */
function uploadForm(fields: Record<string, string>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

/** Runs the pipeline for one file; resolves with the last update (`completed` or `failed`). */
export async function uploadFile(options: UploadOptions): Promise<UploadUpdate> {
  const { file, fileName, attachmentId, calls, onUpdate, signal } = options;
  const postForm = options.postForm ?? createXhrFormPoster();
  let attachment: Attachment | undefined;
  let progress = options.alreadyStored ? 1 : 0;
  const report = (update: UploadUpdate): UploadUpdate => {
    onUpdate?.(update);
    return update;
  };
  const fail = (failedStep: UploadStep, error: string, status?: number) =>
    report({ stage: 'failed', progress, attachment, error, failedStep, ...(status ? { status } : {}) });

  if (!options.alreadyStored) {
    let started: CallResponse;
    try {
      started = await calls.start({
        id: attachmentId,
        file_name: fileName,
        file_size: file.size,
        file_type: file.type,
      });
    } catch {
      return fail('start', MESSAGES.genericError);
    }
    const post = uploadStartAnswerOf(started.body);
    if (started.status < 200 || started.status >= 300 || !post) {
      // The spec shows the first non_field_errors; the server puts type and size refusals on
      // their fields, so the first field message is shown when there is no non-field one.
      const refusal = started.status >= 400 ? firstErrorMessage(started.body) : undefined;
      return fail('start', refusal ?? MESSAGES.genericError, started.status);
    }
    attachment = post.attachment;
    report({ stage: 'initialised', progress, attachment });

    const partSize = post.min_part_size ? partSizeForLink(post.min_part_size) : null;
    const { openParts, sendPart, partLanded } = calls;
    if (partSize !== null && file.size > partSize && openParts && sendPart && partLanded) {
      const stopped = await uploadParts({
        file,
        attachmentId,
        calls: { openParts, sendPart, partLanded },
        putPart: options.putPart ?? createXhrPartPutter(),
        partSize,
        onBytes: (bytes) => {
          progress = bytes / file.size;
          report({ stage: 'initialised', progress, attachment });
        },
        onStored: (bytesStored) => report({ stage: 'initialised', progress, attachment, bytesStored }),
        ...(options.betweenParts ? { betweenParts: options.betweenParts } : {}),
        ...(signal ? { signal } : {}),
      });
      if (stopped) {
        const refusal = stopped.status && stopped.status >= 400 ? firstErrorMessage(stopped.body) : undefined;
        return fail('store', refusal ?? MESSAGES.genericError, stopped.status);
      }
      progress = 1;
      report({ stage: 'stored', progress, attachment });
      return completeUpload();
    }

    let status: number;
    try {
      status = await postForm({
        url: post.url,
        form: uploadForm(post.fields, file, fileName),
        onProgress: (fraction) => {
          progress = fraction;
          report({ stage: 'initialised', progress, attachment });
        },
        ...(signal ? { signal } : {}),
      });
    } catch {
      return fail('store', MESSAGES.genericError);
    }
    if (status !== STORED_STATUS) return fail('store', MESSAGES.genericError, status);
    progress = 1;
    report({ stage: 'stored', progress, attachment });
  }

  return completeUpload();

  async function completeUpload(): Promise<UploadUpdate> {
    let completed: CallResponse;
    try {
      completed = await calls.complete(attachmentId);
    } catch {
      return fail('complete', MESSAGES.genericError);
    }
    const done = attachmentAnswerOf(completed.body);
    if (completed.status < 200 || completed.status >= 300 || !done) {
      return fail('complete', MESSAGES.genericError, completed.status);
    }
    return report({ stage: 'completed', progress, attachment: done });
  }
}
