import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  GUIDE_LOADER_MS,
  GUIDE_TEXTS,
  type GuideItem,
  type GuideTab,
  guideTabSchema,
} from '../../../contract';
import { getGuideTab } from '../../api/shopperGuide';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Spinner } from '../../ui/Spinner';
import { NeedsConnection } from './GuideEmbed';
import { BlogCards, EpisodeColumns, GroupedVideos, SocialSnippets } from './GuideSections';

/**
 * The tabs whose players wait behind a 2-second loader (the original portal's;
 * contract/shopperGuide.ts).
 */
const WITH_LOADER: ReadonlySet<GuideTab> = new Set(['videos', 'podcast']);

/** /shopper_guide/{tab}: one tab's entries, fetched only when the tab is opened. */
export function GuideTabPage() {
  const parsed = guideTabSchema.safeParse(useParams().tab);
  if (!parsed.success) return <NotFoundPage />;
  return <GuideTabContent key={parsed.data} tab={parsed.data} />;
}

function GuideTabContent({ tab }: { tab: GuideTab }) {
  const online = useOnlineStatus();
  const load = useCallback(() => getGuideTab(tab), [tab]);
  const content = useRemoteData(load);
  const loaderDone = useLoaderDelay(WITH_LOADER.has(tab) ? GUIDE_LOADER_MS : 0);

  if (content.status === 'error')
    return online ? <ErrorNotice onRetry={content.retry} /> : <NeedsConnection title={GUIDE_TEXTS.title} />;
  if (content.status === 'loading' || !loaderDone) return <Spinner label={GUIDE_TEXTS.loading} />;
  if (content.data.items.length === 0) return <p className="guide-empty">{GUIDE_TEXTS.empty}</p>;
  return <GuideTabItems tab={tab} items={content.data.items} />;
}

function GuideTabItems({ tab, items }: { tab: GuideTab; items: GuideItem[] }) {
  switch (tab) {
    case 'videos':
      return <GroupedVideos items={items} />;
    case 'blog':
      return <BlogCards items={items} />;
    case 'podcast':
      return <EpisodeColumns items={items} />;
    case 'social_snippets':
      return <SocialSnippets items={items} />;
  }
}

/** True once `ms` have passed since the tab opened. */
function useLoaderDelay(ms: number): boolean {
  const [done, setDone] = useState(ms === 0);
  useEffect(() => {
    if (ms === 0) return;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
