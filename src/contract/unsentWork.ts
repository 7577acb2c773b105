import { z } from 'zod';
import { DB_INTEGER_MAX, idSchema } from './ids';
import { hmsSchema } from './report';
import { sha256HexSchema } from './reportProofs';
import { UNSENT_WORK_FORMAT, UNSENT_WORK_VERSION } from './unsentWorkFile';

const isoTime = z.iso.datetime({ offset: true });
const reportId = idSchema;

/**
 * A queued call, as the outbox holds it: a report's (contract/reportCalls.ts) with the report
 * it changes, or a payment concern (contract/payments.ts) with its payment.
 */
export const unsentCallSchema = z.object({
  key: z.string().min(1).max(200),
  audit_store_id: reportId.optional(),
  payment_id: reportId.optional(),
  method: z.literal('POST'),
  /** relative to /api/; the import accepts only the paths of REPORT_CALLS and PAYMENT_CALLS */
  path: z.string().min(1).max(300),
  /** validated by the call's own route on import, as a replay is */
  body: z.unknown(),
  changed_at: isoTime,
  /** the server's reason, when it refused the call and it waits in "need attention" */
  refused: z.string().max(4096).nullable(),
});
export type UnsentCall = z.infer<typeof unsentCallSchema>;

/** The elapsed time of a report, as the device counts it. */
export const unsentTimerSchema = z.object({ audit_store_id: reportId, report_submission_time: hmsSchema });

/** A proof file not yet completed on the server, with everything its upload start carries. */
export const unsentProofSchema = z.object({
  id: z.uuid(),
  audit_store_id: reportId,
  section_id: reportId,
  file_name: z.string().min(1).max(255),
  file_type: z.string().min(1).max(255),
  file_size: z.number().int().min(1).max(DB_INTEGER_MAX),
  original_size: z.number().int().min(1).max(DB_INTEGER_MAX),
  /** absent while the device was still preparing the file: the import hashes the bytes */
  sha256: sha256HexSchema.optional(),
  captured_at: isoTime.nullable(),
  picked_at: isoTime,
  sequence: z.number().int().min(0).max(10_000),
  proof_tag_id: idSchema.nullable(),
  /** the ZIP entry of its bytes */
  file: z.string().min(1).max(300),
  refused: z.string().max(4096).nullable(),
});
export type UnsentProof = z.infer<typeof unsentProofSchema>;

export const unsentWorkManifestSchema = z.object({
  format: z.literal(UNSENT_WORK_FORMAT),
  version: z.literal(UNSENT_WORK_VERSION),
  exported_at: isoTime,
  /** the signed-in auditor whose device it is */
  user_id: idSchema,
  calls: z.array(unsentCallSchema).max(20_000),
  timers: z.array(unsentTimerSchema).max(1_000),
  proofs: z.array(unsentProofSchema).max(5_000),
});
export type UnsentWorkManifest = z.infer<typeof unsentWorkManifestSchema>;
