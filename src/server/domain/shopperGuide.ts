import type { GuideItem, GuideTab, GuideTabContent } from '../../contract';
import { guideItemKindSchema } from '../../contract';
import type { Db } from '../db/database';
import { guideItemsOf } from '../repositories/shopperGuide';

/**
 * The shopper guide's entries for one tab. An embed shows as an embed only when the
 * page's CSP admits it: an address on this server (a path) or on one of GUIDE_EMBED_ORIGINS.
 * Anything else goes out as a link, so the auditor gets a way to it instead of a frame the
 * browser refuses.
 */
export function embeddable(url: string, admittedOrigins: readonly string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return URL.canParse(url) && admittedOrigins.includes(new URL(url).origin);
}

export async function shopperGuideTab(
  db: Db,
  tab: GuideTab,
  admittedOrigins: readonly string[],
): Promise<GuideTabContent> {
  const rows = await guideItemsOf(db, tab);
  const items = rows.map((row): GuideItem => {
    const kind = guideItemKindSchema.catch('link').parse(row.kind);
    return {
      id: row.id,
      group: row.group_name,
      kind: kind !== 'link' && !embeddable(row.url, admittedOrigins) ? 'link' : kind,
      title: row.title,
      description: row.description,
      url: row.url,
      image_url: row.image_url,
    };
  });
  return { tab, items };
}
