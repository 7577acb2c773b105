import type { ProofNote, ProofTag, ReportProof } from '../../contract';
import { proofTagOfWire, REPORT_PAGE_READ_ROUTES as routes } from '../../contract/reportPageReadRoutes';
import type { Fetched } from '../../offline';
import { callRoute, callRouteFetched } from './call';

/**
 * The report's proof reads, without zod (decision 0051); the proof queue's own calls are in
 * `proofTransport.ts`.
 */

/** The section's uploaded proofs. */
export const getSectionProofs = (auditStoreId: number, sectionId: number): Promise<Fetched<ReportProof[]>> =>
  callRouteFetched(routes.sectionProofs, { params: { id: auditStoreId, sectionId } });

/** The proof tags of the report's cycle. */
export const getProofTags = async (cycleId: number): Promise<ProofTag[]> =>
  (await callRoute(routes.proofTags, { params: { id: cycleId } })).map(proofTagOfWire);

/**
 * Why optional proofs are not attached (decision 0017), saying whether the service worker answered
 * from the copy it kept.
 */
export const getProofNotes = (auditStoreId: number): Promise<Fetched<ProofNote[]>> =>
  callRouteFetched(routes.proofNotes, { params: { id: auditStoreId } });
