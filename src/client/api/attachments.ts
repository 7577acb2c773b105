import type { Attachment } from '../../contract';
import * as attachments from '../../contract/endpoints/attachments';
import * as idProofs from '../../contract/endpoints/idProofs';
import { call } from './call';

/** The user's uploaded ID proofs. */
export const getIdProofs = (): Promise<Attachment[]> => call(idProofs.list);

export const deleteAttachment = async (attachmentId: string): Promise<void> => {
  await call(attachments.remove, { params: { id: attachmentId } });
};
