import { endpoint } from '../endpoint';
import { guideTabContentSchema, guideTabParamsSchema } from '../shopperGuide';

export const tab = endpoint('GET', 'auditor', '/shopper_guide/:tab', {
  params: guideTabParamsSchema,
  answer: guideTabContentSchema,
});

/** The shopper guide (decision 0023): one tab's entries. */
export const SHOPPER_GUIDE_ENDPOINTS = { tab };
