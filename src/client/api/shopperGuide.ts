import type { GuideTab, GuideTabContent } from '../../contract';
import * as guide from '../../contract/endpoints/shopperGuide';
import { call } from './call';

/** One tab of the shopper guide (decision 0023). */
export const getGuideTab = (tab: GuideTab): Promise<GuideTabContent> => call(guide.tab, { params: { tab } });
