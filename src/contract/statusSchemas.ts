import { z } from 'zod';
import { PROOF_KINDS } from './proofKinds';
import {
  APPLICATION_STATUSES,
  AUDIT_CYCLE_STATUSES,
  AUDIT_STORE_STATUSES,
  PAYMENT_STATUSES,
} from './statuses';

/** The statuses' schemas, apart from their labels (statuses.ts), so that showing one loads no zod. */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const auditStoreStatusSchema = z.enum(AUDIT_STORE_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const auditCycleStatusSchema = z.enum(AUDIT_CYCLE_STATUSES);
/** what file a proof tag stands for (proofKinds.ts, decision 0033) */
export const proofKindSchema = z.enum(PROOF_KINDS);
