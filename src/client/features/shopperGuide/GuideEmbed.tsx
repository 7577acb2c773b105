import { useState } from 'react';
import { GUIDE_TEXTS, type GuideItem } from '../../../contract';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';

/** What an embed shows without a connection, instead of a broken frame or a dead player. */
export function NeedsConnection({ title }: { title: string }) {
  return (
    <div className="guide-offline" role="note">
      <strong>{title}</strong>
      <p>{GUIDE_TEXTS.needsConnection}</p>
    </div>
  );
}

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/**
 * An entry shown as a link: a blog article ("Read the article"), or an embed whose origin the CSP
 * does not admit, which names the site it opens.
 */
export function GuideLink({ item, action }: { item: GuideItem; action?: string }) {
  return (
    <a className="guide-link-card" href={item.url} target="_blank" rel="noopener noreferrer">
      {item.image_url ? <img src={item.image_url} alt="" /> : null}
      <strong>{item.title}</strong>
      {item.description ? <span>{item.description}</span> : null}
      <span className="guide-link-host">
        {action ?? GUIDE_TEXTS.openOn(hostOf(item.url))}
        <span aria-hidden="true"> ↗</span>
      </span>
    </a>
  );
}

/**
 * One entry as the server says it shows. Offline, or when its player cannot load it, the entry is
 * the "needs a connection" card: nothing third-party is asked for until the auditor is online.
 */
export function GuideEmbed({ item }: { item: GuideItem }) {
  const online = useOnlineStatus();
  const [failed, setFailed] = useState(false);
  if (item.kind === 'link') return <GuideLink item={item} />;
  if (!online || failed) return <NeedsConnection title={item.title} />;
  const fail = () => setFailed(true);
  switch (item.kind) {
    case 'video':
      return (
        <figure className="guide-player">
          {/* biome-ignore lint/a11y/useMediaCaption: demonstration clips without speech */}
          <video controls preload="metadata" src={item.url} aria-label={item.title} onError={fail} />
          <figcaption>{item.title}</figcaption>
        </figure>
      );
    case 'audio':
      return (
        <figure className="guide-player">
          <figcaption>{item.title}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the episode's title says what it is; no transcript ships */}
          <audio controls preload="none" src={item.url} aria-label={item.title} onError={fail} />
        </figure>
      );
    case 'frame':
      return (
        <figure className="guide-player guide-frame">
          <iframe
            src={item.url}
            title={item.title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
          <figcaption>{item.title}</figcaption>
        </figure>
      );
  }
}
