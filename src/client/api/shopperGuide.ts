import { type GuideTab, type GuideTabContent, guideTabContentSchema } from '../../contract';
import { http } from './http';

/** GET auditor/shopper_guide/{tab} (spec: Shopper guide; issue 14). */
export const getGuideTab = (tab: GuideTab): Promise<GuideTabContent> =>
  http.get(`auditor/shopper_guide/${tab}`).json(guideTabContentSchema);
