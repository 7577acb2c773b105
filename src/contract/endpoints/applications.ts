import { applicationSchema, appliedListSchema, appliedQuerySchema, applyBodySchema } from '../applications';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';

export const apply = endpoint('POST', 'auditor', '/audit/:id/application/apply', {
  params: idParamsSchema,
  body: applyBodySchema,
  answer: applicationSchema,
});
export const reapply = endpoint('POST', 'auditor', '/audit/:id/application/reapply', {
  params: idParamsSchema,
  body: applyBodySchema,
  answer: applicationSchema,
});
export const cancel = endpoint('POST', 'auditor', '/audit/:id/application/cancel', {
  params: idParamsSchema,
  answer: applicationSchema,
});
/** the first page, or the next one after the entries the page holds (Load More) */
export const applied = endpoint('GET', 'auditor', '/applied_audits', {
  query: appliedQuerySchema,
  answer: appliedListSchema,
});

/** Applications (decision 0019). */
export const APPLICATION_ENDPOINTS = { apply, reapply, cancel, applied };
