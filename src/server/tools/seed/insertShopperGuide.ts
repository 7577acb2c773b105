import type { Db } from '../../db/database';

/**
 * The shopper guide's demonstration entries (decision 0023). The videos and podcast episodes are
 * short clips this app serves itself (public/guide, made with ffmpeg and espeak-ng), so the guide
 * works without any third party; the blog and the social snippets name third-party addresses, which
 * show as links until their origins are admitted in GUIDE_EMBED_ORIGINS.
 */
interface GuideSeed {
  tab: 'videos' | 'blog' | 'podcast' | 'social_snippets';
  group?: string;
  kind: 'video' | 'audio' | 'frame' | 'link';
  title: string;
  description?: string;
  url: string;
  imageUrl?: string;
}

const BLOG = 'https://blog.auditly.example';

type Triple = [string, string, string];

const VIDEOS = (
  [
    ['How to work with us', 'how-we-work', 'How we work with you'],
    ['How to work with us', 'your-first-audit', 'Your first audit, step by step'],
    ['Hear from the experts', 'expert-observation', 'Observing like an expert'],
    ['Hear from the experts', 'expert-reports', 'Writing a report clients trust'],
    ['Meet our shoppers', 'shopper-asha', 'Meet Asha, shopper in Pune'],
    ['Meet our shoppers', 'shopper-ravi', 'Meet Ravi, shopper in Chennai'],
  ] satisfies Triple[]
).map(
  ([group, slug, title]): GuideSeed => ({
    tab: 'videos',
    group,
    kind: 'video',
    title,
    url: `/guide/videos/${slug}.webm`,
  }),
);

const ARTICLES = (
  [
    ['what-is-mystery-shopping', 'What is mystery shopping?', 'How brands learn what their customers live.'],
    ['first-audit-checklist', 'Your first audit: a checklist', 'What to carry, what to note, what to avoid.'],
    [
      'observing-without-being-seen',
      'Observing without being seen',
      'Staying a customer while you take notes.',
    ],
    ['photos-that-count', 'Photos that count as proof', 'Angles, timing and what a reviewer looks for.'],
    ['facts-not-feelings', 'Facts, not feelings', 'Writing comments a client can act on.'],
    ['getting-paid', 'How and when you are paid', 'From submitted report to your bank account.'],
  ] satisfies Triple[]
).map(
  ([slug, title, description]): GuideSeed => ({
    tab: 'blog',
    kind: 'link',
    title,
    description,
    url: `${BLOG}/${slug}`,
  }),
);

const EPISODES = (
  [
    ['Mystery shopping benefits', 'benefits-1', 'Why brands pay for mystery shopping'],
    ['Mystery shopping benefits', 'benefits-2', 'Earning while you shop'],
    ['Mystery shopping benefits', 'benefits-3', 'Skills a shopper builds'],
    ['Types and eligibility', 'types-1', 'Store, phone and online audits'],
    ['Types and eligibility', 'types-2', 'Who can become a shopper'],
    ['Types and eligibility', 'types-3', 'Audits that need a car or a bank account'],
    ['Before you register', 'before-1', 'What to have ready before you register'],
    ['Before you register', 'before-2', "Reading an audit's guidelines"],
    ['Shopper interviews', 'interview-1', 'A day with a shopper in Mumbai'],
    ['Shopper interviews', 'interview-2', 'From first audit to fifty'],
  ] satisfies Triple[]
).map(
  ([group, slug, title]): GuideSeed => ({
    tab: 'podcast',
    group,
    kind: 'audio',
    title,
    url: `/guide/podcast/${slug}.mp3`,
  }),
);

const SOCIAL: GuideSeed[] = [
  {
    tab: 'social_snippets',
    kind: 'frame',
    title: 'Auditly on Facebook',
    url: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fauditly.example&tabs=timeline',
  },
  {
    tab: 'social_snippets',
    kind: 'frame',
    title: 'Auditly on LinkedIn',
    url: 'https://www.linkedin.com/embed/feed/update/urn:li:share:7000000000000000000',
  },
  {
    tab: 'social_snippets',
    kind: 'frame',
    title: 'Auditly on X (Twitter)',
    url: 'https://syndication.twitter.com/srv/timeline-profile/screen-name/auditly',
  },
  {
    tab: 'social_snippets',
    kind: 'link',
    title: 'Review us on Google',
    description: 'Tell other shoppers what working with us is like.',
    url: 'https://g.page/r/auditly-example/review',
    imageUrl: '/guide/google-review.svg',
  },
];

export async function insertShopperGuide(db: Db): Promise<void> {
  const entries = [...VIDEOS, ...ARTICLES, ...EPISODES, ...SOCIAL];
  await db
    .insertInto('shopper_guide_items')
    .values(
      entries.map((entry, index) => ({
        tab: entry.tab,
        group_name: entry.group ?? '',
        position: index,
        kind: entry.kind,
        title: entry.title,
        description: entry.description ?? '',
        url: entry.url,
        image_url: entry.imageUrl ?? null,
      })),
    )
    .execute();
}
