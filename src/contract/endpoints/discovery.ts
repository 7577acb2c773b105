import { z } from 'zod';
import {
  cityOpportunityQuerySchema,
  cyclePageSchema,
  opportunityCycleSchema,
  opportunityQuerySchema,
} from '../discovery';
import { endpoint, endpointOfRoute } from '../endpoint';
import { idParamsSchema } from '../ids';
import { OPPORTUNITY_ROUTES } from '../opportunityRoutes';

const cards = z.array(opportunityCycleSchema);

/** the open audits within `kms` of the auditor's own city */
export const opportunities = endpointOfRoute(OPPORTUNITY_ROUTES.nearby, {
  query: opportunityQuerySchema,
  answer: cards,
});
/** the same, measured from another city */
export const cityOpportunities = endpointOfRoute(OPPORTUNITY_ROUTES.inCity, {
  query: cityOpportunityQuerySchema,
  answer: cards,
});
/** a cycle's page */
export const cyclePage = endpoint('GET', 'auditor', '/audit/:id', {
  params: idParamsSchema,
  answer: cyclePageSchema,
});

/** Audit discovery (decision 0019). */
export const DISCOVERY_ENDPOINTS = { opportunities, cityOpportunities, cyclePage };
