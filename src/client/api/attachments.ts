import { z } from 'zod';
import { type Attachment, attachmentSchema } from '../../contract';
import { readResponseBody } from '../offline/responseBody';
import type { CallResponse, UploadCalls } from '../offline/uploadPipeline';
import { http } from './http';

/** Status and body of a call, whatever the status: the upload pipeline decides what it means. */
export async function answerOf(request: Promise<Response>): Promise<CallResponse> {
  const response = await request;
  return { status: response.status, body: await readResponseBody(response) };
}

/** POST auditor/attachment/{id}/complete: the same call for every kind of attachment. */
export const completeAttachmentCall = (attachmentId: string): Promise<CallResponse> =>
  answerOf(
    http.post(`auditor/attachment/${encodeURIComponent(attachmentId)}/complete`, { throwHttpErrors: false }),
  );

/** The upload pipeline's calls for an ID proof (spec: account §7). */
export const idProofUploadCalls: UploadCalls = {
  start: (body) => answerOf(http.post('auditor/id_proof/attachment', { json: body, throwHttpErrors: false })),
  complete: completeAttachmentCall,
};

/** GET auditor/id_proof/attachment: the user's uploaded ID proofs. */
export const getIdProofs = (): Promise<Attachment[]> =>
  http.get('auditor/id_proof/attachment').json(z.array(attachmentSchema));

/** DELETE auditor/attachment/{id} */
export const deleteAttachment = async (attachmentId: string): Promise<void> => {
  await http.delete(`auditor/attachment/${encodeURIComponent(attachmentId)}`);
};
