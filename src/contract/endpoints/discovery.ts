import { z } from 'zod';
import {
  cityOpportunityQuerySchema,
  cyclePageSchema,
  opportunityCycleSchema,
  opportunityQuerySchema,
} from '../discovery';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';

const cards = z.array(opportunityCycleSchema);

/** Audit discovery (decision 0019). */
export const DISCOVERY_ENDPOINTS = {
  /** the open audits within `kms` of the auditor's own city */
  opportunities: endpoint('GET', 'auditor', '/audit', { query: opportunityQuerySchema, answer: cards }),
  /** the same, measured from another city */
  cityOpportunities: endpoint('GET', 'auditor', '/audit_by_city', {
    query: cityOpportunityQuerySchema,
    answer: cards,
  }),
  /** a cycle's page */
  cyclePage: endpoint('GET', 'auditor', '/audit/:id', { params: idParamsSchema, answer: cyclePageSchema }),
};
