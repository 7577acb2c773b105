import type { ProofNote, ProofTag, ReportProof } from '../../contract';
import * as endpoints from '../../contract/endpoints/reportProofs';
import type { Fetched } from '../../offline';
import { call, callFetched } from './call';

/** The report's proof reads; the proof queue's own calls are in `proofTransport.ts`. */

/** The section's uploaded proofs. */
export const getSectionProofs = (auditStoreId: number, sectionId: number): Promise<Fetched<ReportProof[]>> =>
  callFetched(endpoints.sectionProofs, { params: { id: auditStoreId, sectionId } });

/** The proof tags of the report's cycle. */
export const getProofTags = (cycleId: number): Promise<ProofTag[]> =>
  call(endpoints.proofTags, { params: { id: cycleId } });

/**
 * Why optional proofs are not attached (decision 0017), saying whether the service worker answered
 * from the copy it kept.
 */
export const getProofNotes = (auditStoreId: number): Promise<Fetched<ProofNote[]>> =>
  callFetched(endpoints.proofNotes, { params: { id: auditStoreId } });
