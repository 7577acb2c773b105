import { z } from 'zod';
import { idParam } from './ids';

/**
 * Who looked at an auditor's personal data (decision 0025, "Personal data views"): the views staff
 * make of it are recorded, and the auditor sees them on /details. What counts as a view, and how
 * each is named to them.
 */
export const DATA_VIEW_LABELS = {
  'bank_info.reveal': 'Saw your bank details in full',
  'id_proof.view': 'Opened one of your ID proofs',
  'payment.export': 'Exported your bank details to pay you',
  'visit_record.download': 'Downloaded the record of your visit, with where you were',
} as const;
export type DataViewAction = keyof typeof DATA_VIEW_LABELS;
export const DATA_VIEW_ACTIONS = Object.keys(DATA_VIEW_LABELS) as DataViewAction[];

/** GET auditor/data_views: newest first. `by` is the member of staff's e-mail. */
export const dataViewSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  by: z.string(),
  at: z.string(),
});
export type DataViewEntry = z.infer<typeof dataViewSchema>;
export const dataViewListSchema = z.object({ views: z.array(dataViewSchema) });

export const dataViewLabel = (action: string): string =>
  (DATA_VIEW_LABELS as Record<string, string>)[action] ?? action;

/** GET manager/auditor/{id}/id_proofs: what the files are; opening one is a recorded view. */
export const managedIdProofSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  uploaded_at: z.string(),
});
export type ManagedIdProof = z.infer<typeof managedIdProofSchema>;
export const managedIdProofListSchema = z.object({ id_proofs: z.array(managedIdProofSchema) });
/** POST manager/auditor/{id}/id_proofs/{attachmentId}/view: the file's address, the view recorded. */
export const idProofViewSchema = z.object({ direct_url: z.string() });
export const idProofParamsSchema = z.object({ id: idParam, attachmentId: z.string().min(1).max(64) });
