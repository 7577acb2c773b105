import type { Attachment } from '../../contract';
import * as attachments from '../../contract/endpoints/attachments';
import * as idProofs from '../../contract/endpoints/idProofs';
import { type CallResponse, readResponseBody, type UploadCalls } from '../../offline';
import { call, callForStatus } from './call';

/** Status and body of a call, whatever the status: the upload pipeline decides what it means. */
export async function answerOf(request: Promise<Response>): Promise<CallResponse> {
  const response = await request;
  return { status: response.status, body: await readResponseBody(response) };
}

/** Completes an upload: the same call for every kind of attachment. */
export const completeAttachmentCall = (attachmentId: string): Promise<CallResponse> =>
  callForStatus(attachments.complete, { params: { id: attachmentId } });

/** The upload pipeline's calls for an ID proof (docs/rules.md#account-and-profile). */
export const idProofUploadCalls: UploadCalls = {
  start: (body) => callForStatus(idProofs.startUpload, { body }),
  complete: completeAttachmentCall,
  // a scanned document of several MB goes in parts on a poor signal (decision 0071)
  openParts: (attachmentId, body) =>
    callForStatus(attachments.openParts, { params: { id: attachmentId }, body }),
  sendPart: (attachmentId, part, body) =>
    callForStatus(attachments.sendPart, { params: { id: attachmentId, part }, body }),
  partLanded: (attachmentId, part, body) =>
    callForStatus(attachments.partLanded, { params: { id: attachmentId, part }, body }),
};

/** The user's uploaded ID proofs. */
export const getIdProofs = (): Promise<Attachment[]> => call(idProofs.list);

export const deleteAttachment = async (attachmentId: string): Promise<void> => {
  await call(attachments.remove, { params: { id: attachmentId } });
};
