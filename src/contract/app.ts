/**
 * The app version. The server sends it on every API response in VERSION_HEADER; a page whose
 * build carries another version reloads (the spec's forced reload on version mismatch).
 */
export const APP_VERSION = '0.1.0';
export const VERSION_HEADER = 'x-app-version';
export const API_BASE = '/api/';

/** Toasts: one at a time, 2 seconds (spec, shell). */
export const TOAST_LIMIT = 1;
export const TOAST_TIMEOUT_MS = 2000;
export const ERROR_TOAST_TIMEOUT_MS = 7000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 20;
export const REFERRAL_CODE_MAX_LENGTH = 20;

export const FOOTER_COPYRIGHT_SINCE = '2014 to Present';
