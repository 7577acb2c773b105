/**
 * How back-office screens name an auditor: first and last name, or the e-mail address while the
 * profile has no name (a new sign-up), so no row shows a blank.
 */
export function auditorName(row: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): string {
  return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email;
}
