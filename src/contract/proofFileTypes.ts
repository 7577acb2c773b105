import type { ReportProofType } from './proofKinds';

/**
 * The proof type of a MIME type; null for a type no proof may have. Apart from the schemas
 * (reportProofs.ts) because the offline engine reads it with no zod loaded (decision 0053).
 */
export function proofTypeOf(fileType: string): ReportProofType | null {
  const type = fileType.trim().toLowerCase();
  if (/^image\/[a-z0-9][a-z0-9.+-]*$/.test(type)) return 'PHOTO';
  if (/^audio\/[a-z0-9][a-z0-9.+-]*$/.test(type)) return 'AUDIO';
  if (/^video\/[a-z0-9][a-z0-9.+-]*$/.test(type)) return 'VIDEO';
  if (type === 'application/pdf') return 'OTHER';
  return null;
}
