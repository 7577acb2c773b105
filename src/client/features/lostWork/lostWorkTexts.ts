import type { RememberedReport } from '../../../contract/deviceUnsent';
import { plural } from '../../../contract/englishWords';
import { formatBytes } from '../proofs/deviceStorage';

/**
 * What to redo of a report a device held unsent (decision 0072), as the auditor and a manager read
 * it: "2 changes never arrived: enter them again." and, per section and day picked, "2 files picked
 * in Entry on 4 Dec never arrived: shelf.jpg (1.2 MB), counter.jpg (880 KB). Pick them again."
 */

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const toldAt = (iso: string) => WHEN.format(new Date(iso));

export function lostWorkLines(report: RememberedReport): string[] {
  const lines: string[] = [];
  if (report.changes > 0) {
    const them = report.changes === 1 ? 'it' : 'them';
    lines.push(`${plural(report.changes, 'change', 'changes')} never arrived: enter ${them} again.`);
  }
  const groups = new Map<string, RememberedReport['proofs']>();
  for (const proof of report.proofs) {
    const key = `${proof.section_name}\u0000${DAY.format(new Date(proof.picked_at))}`;
    groups.set(key, [...(groups.get(key) ?? []), proof]);
  }
  for (const [key, proofs] of groups) {
    const [section, day] = key.split('\u0000');
    const files = proofs.map((proof) => `${proof.file_name} (${formatBytes(proof.file_size)})`).join(', ');
    const them = proofs.length === 1 ? 'it' : 'them';
    lines.push(
      `${plural(proofs.length, 'file', 'files')} picked in ${section} on ${day} never arrived: ${files}. Pick ${them} again.`,
    );
  }
  return lines;
}

/** "Chrome on Android told us on 6 Dec 2026, 14:02 that it held work not yet sent. It never arrived." */
export function deviceToldLine(label: string, reportedAt: string): string {
  return `${label} told us on ${toldAt(reportedAt)} that it held work not yet sent. It never arrived.`;
}
