import { TOS_QUERY } from '../../../contract/onboarding';

const ID = /^[1-9]\d*$/;

/**
 * Where the auditor goes after accepting: back to the application they started when the page was
 * opened for one (both query values present), otherwise null (the dashboard). Only plain ids are
 * taken, so a crafted link cannot send the auditor to another path.
 */
export function applyPathAfterAcceptance(search: URLSearchParams): string | null {
  const cycleId = search.get(TOS_QUERY.auditCycleId);
  const auditId = search.get(TOS_QUERY.auditId);
  if (!cycleId || !auditId || !ID.test(cycleId) || !ID.test(auditId)) return null;
  return `/audit/cycle/${cycleId}/audit/${auditId}/apply`;
}

/** The published page of a document, or null when no policy base URL is configured. */
export function policyPageUrl(baseUrl: string | undefined, page: string): string | null {
  const base = baseUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/${page}` : null;
}
