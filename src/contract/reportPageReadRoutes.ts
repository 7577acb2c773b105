import type { z } from 'zod';
import { typedRoute } from './endpoint';
import type { proofNoteSchema } from './proofNotes';
import { PROOF_UPLOAD_START_ROUTE } from './reportCallRoutes';
import type { ProofTag, proofTagSchema, reportProofSchema } from './reportProofs';
import type { VisitReceipt } from './visitReceipt';
import type { visitTimeSchema } from './visitRecord';

/**
 * The report page's own reads beside its four kept copies (auditStoreReadRoutes.ts), as routes
 * with types and no schema (decision 0051, as firstLoadRoutes.ts): the report's first load reads
 * them without zod. The server answers each through its schema; the endpoints pairing them are in
 * `endpoints/reportProofs.ts` and `endpoints/visitRecord.ts`, and a schema whose input differs
 * from the type here does not build. The types are the schemas' inputs, what the wire may carry.
 */

type Wire<Schema extends z.ZodType> = z.input<Schema>;
export type ProofTagWire = Wire<typeof proofTagSchema>;

export const REPORT_PAGE_READ_ROUTES = {
  /** the proof tags of the report's cycle */
  proofTags: typedRoute<ProofTagWire[]>()('GET', 'auditor', '/audit_cycle/:id/attachment_proof_tag_list'),
  /** a section's uploaded proofs */
  sectionProofs: typedRoute<Wire<typeof reportProofSchema>[]>()(
    'GET',
    'auditor',
    PROOF_UPLOAD_START_ROUTE.route,
  ),
  /** why optional proofs are not attached (decision 0017) */
  proofNotes: typedRoute<Wire<typeof proofNoteSchema>[]>()('GET', 'auditor', '/audit_store/:id/proof_note'),
  /** a time token the server signed, to stamp what is recorded offline (decision 0045) */
  visitTime: typedRoute<Wire<typeof visitTimeSchema>>()('GET', 'auditor', '/visit_time'),
  /** what the server holds of the auditor's own report, for the receipt (decision 0045) */
  visitReceipt: typedRoute<VisitReceipt>()('GET', 'auditor', '/audit_store/:id/visit_receipt'),
};

/**
 * A proof tag as the screens read it, filled as `proofTagSchema` fills it: a list a device kept
 * from before `proof_kind` existed reads null (reportProofs.ts says why).
 */
export function proofTagOfWire(wire: ProofTagWire): ProofTag {
  return { ...wire, proof_kind: wire.proof_kind ?? null };
}
