/**
 * A cycle's audit types and their words, apart from the schemas of lookups.ts: /audit's cards name
 * the type on a first load that loads no zod (opportunityRoutes.ts).
 */
export const AUDIT_TYPES = ['MYSTERY_AUDIT', 'REVEALED_AUDIT', 'MYSTERY_REVEALED'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
export const AUDIT_TYPE_LABELS: Record<(typeof AUDIT_TYPES)[number], string> = {
  MYSTERY_AUDIT: 'Mystery Audit',
  REVEALED_AUDIT: 'Revealed Audit',
  MYSTERY_REVEALED: 'Mystery + Revealed Audit',
};

/** The words for a cycle's type; a type this client does not know yet is shown as sent. */
export const auditTypeLabel = (type: string): string =>
  (AUDIT_TYPE_LABELS as Record<string, string>)[type] ?? type;
