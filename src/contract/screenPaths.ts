/**
 * Screen addresses the client and the server both read: the router draws the screen there, the
 * client begins a first visit's reads for it (client/syncRuntime/firstVisitReads.ts), and the
 * server names the screen's first-load files in the page it answers there (decision 0061).
 */

/** The report screen; its modals' addresses are under it ('…/section/perform_audit'). */
export const REPORT_SCREEN_PATH = '/audit_store/:auditStoreId/section';

/**
 * The parameters of `pathname` when it is the screen of `pattern` (segments, `:name` taking one)
 * or an address under it, else undefined.
 */
export function screenParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (given.length < wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const segment = given[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}
