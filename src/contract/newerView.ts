/**
 * The newer view of the portal (the navigation bar's banner; decision 0021). The banner shows only
 * when the server names the newer view's address; its token is signed by the server with a secret
 * it shares with the newer view, never made in the browser. The token call's schemas are in
 * dashboard.ts, so the banner loads no zod (decision 0051).
 */
export const NEWER_VIEW_TOKEN_TTL_SECONDS = 120;

export const NEWER_VIEW_MESSAGES = {
  banner: 'A newer view of the portal is ready.',
  open: 'Try the newer view',
  notAvailable: 'The newer view is not available.',
  notYou: 'The newer view opens only for your own account.',
} as const;

/** The address the banner opens: the newer view with the token and the tour flag. */
export function newerViewAddress(baseUrl: string, token: string): string {
  const separator = baseUrl.includes('?') ? '&' : '?';
  return `${baseUrl}${separator}token=${encodeURIComponent(token)}&tour=true`;
}
