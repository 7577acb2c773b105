import { Fragment, type SyntheticEvent, useCallback } from 'react';
import { GUIDE_TEXTS, type GuideItem } from '../../../contract';
import { GuideEmbed, GuideLink } from './GuideEmbed';

/** Entries in their groups, in the server's order. */
function grouped(items: GuideItem[]): Array<[string, GuideItem[]]> {
  const groups = new Map<string, GuideItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

/** Spec: playing one player pauses the others. `play` does not bubble, so it is caught on the way down. */
function usePauseOthers() {
  return useCallback((event: SyntheticEvent<HTMLElement>) => {
    const playing = event.target;
    for (const media of event.currentTarget.querySelectorAll('video, audio'))
      if (media !== playing && media instanceof HTMLMediaElement) media.pause();
  }, []);
}

/** Expert Videos: grouped (how to work with us, hear from the experts, meet shoppers). */
export function GroupedVideos({ items }: { items: GuideItem[] }) {
  const pauseOthers = usePauseOthers();
  return (
    <div className="guide-groups" onPlayCapture={pauseOthers}>
      {grouped(items).map(([group, entries]) => (
        <section key={group} className="guide-group" aria-label={group}>
          <h2>{group}</h2>
          <div className="guide-grid">
            {entries.map((item) => (
              <GuideEmbed key={item.id} item={item} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Blog: the article cards, each opening the external blog. */
export function BlogCards({ items }: { items: GuideItem[] }) {
  return (
    <ul className="guide-grid guide-blog" aria-label="Articles">
      {items.map((item) => (
        <li key={item.id}>
          <GuideLink item={item} action={GUIDE_TEXTS.readArticle} />
        </li>
      ))}
    </ul>
  );
}

/** Podcast: the episodes in two columns, under their topics (spec), on a phone too. */
export function EpisodeColumns({ items }: { items: GuideItem[] }) {
  const pauseOthers = usePauseOthers();
  return (
    <div className="guide-episodes" onPlayCapture={pauseOthers}>
      {grouped(items).map(([group, entries]) => (
        <Fragment key={group}>
          <h2>{group}</h2>
          {entries.map((item) => (
            <GuideEmbed key={item.id} item={item} />
          ))}
        </Fragment>
      ))}
    </div>
  );
}

/** Social snippets: the social pages' embeds and the review link. */
export function SocialSnippets({ items }: { items: GuideItem[] }) {
  return (
    <div className="guide-grid guide-social">
      {items.map((item) => (
        <GuideEmbed key={item.id} item={item} />
      ))}
    </div>
  );
}
