import { endpoint } from '../endpoint';
import { guideTabContentSchema, guideTabParamsSchema } from '../shopperGuide';

/** The shopper guide (spec: Shopper guide): one tab's entries. */
export const SHOPPER_GUIDE_ENDPOINTS = {
  tab: endpoint('GET', 'auditor', '/shopper_guide/:tab', {
    params: guideTabParamsSchema,
    answer: guideTabContentSchema,
  }),
};
