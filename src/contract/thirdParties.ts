/**
 * The third parties the portal may load (decision 0023: "load nothing when unset"): where
 * their scripts live and what the page-translation widget offers. The server's CSP and the
 * client's loader both read these, so a script the client injects is one the CSP admits.
 */

/** The page-translation widget's languages (decision 0023), English first and the default. */
export const TRANSLATE_LANGUAGES = [
  'en',
  'fr',
  'de',
  'it',
  'es',
  'ar',
  'hi',
  'nl',
  'ja',
  'ru',
  'th',
  'bg',
  'zh-TW',
  'ko',
  'id',
  'pt',
  'tr',
  'af',
  'ms',
] as const;

export const TRANSLATE_SCRIPT = 'https://translate.google.com/translate_a/element.js';

/** What the translation widget reaches: its script, its styles and images, its calls. */
export const TRANSLATE_ORIGINS = {
  script: [
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://translate-pa.googleapis.com',
  ],
  image: [
    'https://www.gstatic.com',
    'https://fonts.gstatic.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
  ],
  connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  frame: ['https://translate.google.com'],
} as const;

/** The element the widget draws its language picker into (in the footer). */
export const TRANSLATE_ELEMENT_ID = 'translate-widget';
