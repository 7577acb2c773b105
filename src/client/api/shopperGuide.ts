import { type GuideTab, type GuideTabContent, SHOPPER_GUIDE_ENDPOINTS } from '../../contract';
import { call } from './call';

/** One tab of the shopper guide (decision 0023). */
export const getGuideTab = (tab: GuideTab): Promise<GuideTabContent> =>
  call(SHOPPER_GUIDE_ENDPOINTS.tab, { params: { tab } });
