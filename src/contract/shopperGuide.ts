import { z } from 'zod';

/**
 * The shopper guide (decision 0023). Its entries come from the server; this is
 * what both sides agree on about the tabs and how an entry shows.
 */

export const GUIDE_TABS = ['videos', 'blog', 'podcast', 'social_snippets'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];
export const guideTabSchema = z.enum(GUIDE_TABS);
/** GET auditor/shopper_guide/{tab}: a tab the guide has, or 400 */
export const guideTabParamsSchema = z.object({ tab: guideTabSchema });

export const GUIDE_TAB_LABELS: Record<GuideTab, string> = {
  videos: 'Expert Videos',
  blog: 'Blog',
  podcast: 'Podcast',
  social_snippets: 'Social Snippets',
};

/**
 * The original portal's timing: the video and podcast tabs show a loader for 2 seconds before their
 * players.
 */
export const GUIDE_LOADER_MS = 2_000;

/**
 * How an entry shows: a player the page owns (video, audio), a third party's page in a frame, or
 * a link. The server sends `link` for an embed whose origin the page's CSP does not admit, so the
 * page never shows a frame the browser would refuse.
 */
export const GUIDE_ITEM_KINDS = ['video', 'audio', 'frame', 'link'] as const;
export const guideItemKindSchema = z.enum(GUIDE_ITEM_KINDS);
export type GuideItemKind = (typeof GUIDE_ITEM_KINDS)[number];

export const guideItemSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  kind: guideItemKindSchema,
  title: z.string(),
  description: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
});
export type GuideItem = z.infer<typeof guideItemSchema>;

/** GET auditor/shopper_guide/{tab} */
export const guideTabContentSchema = z.object({ tab: guideTabSchema, items: z.array(guideItemSchema) });
export type GuideTabContent = z.infer<typeof guideTabContentSchema>;

export const GUIDE_TEXTS = {
  title: 'Shopper Guide',
  lead: 'Videos, articles and podcasts to help you become a better mystery shopper.',
  loading: 'Loading the players',
  needsConnection: 'This needs a connection. It shows here again once you are online.',
  empty: 'Nothing here yet.',
  readArticle: 'Read the article',
  openOn: (host: string) => `Open on ${host}`,
} as const;
