import { useCallback } from 'react';
import { compassPoint } from '../../../contract/geo';
import { untimedEntriesText, VISIT_FAR_METRES, type VisitEvidence } from '../../../contract/visitRecord';
import {
  coverageText,
  VISIT_NOT_JUDGED,
  VISIT_SEAL_LABELS,
  VISIT_SEALED_IN_PART,
} from '../../../contract/visitSeal';
import { getVisitEvidence } from '../../api/review';
import { formatDateTime } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { VisitProofTimes } from './VisitProofTimes';

/** The end of a span: its time alone when it is on the day the span began. */
const until = (from: string, to: string) => {
  const [fromDay, toDay] = [formatDateTime(from, { time: false }), formatDateTime(to, { time: false })];
  return fromDay === toDay ? formatDateTime(to).slice(fromDay.length + 2) : formatDateTime(to);
};
const distance = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`);
const hours = (ms: number) =>
  ms >= 3_600_000 ? `${Math.round(ms / 360_000) / 10} h` : `${Math.round(ms / 60_000)} min`;

function SealLine({ seal, answers }: Pick<VisitEvidence, 'seal' | 'answers'>) {
  if (!seal) return <p className="visit-seal visit-seal-none">{VISIT_NOT_JUDGED}</p>;
  const inPart = seal.state === 'sealed' && answers.recorded < answers.held;
  return (
    <>
      <p className={`visit-seal visit-seal-${seal.state}`}>
        {seal.state === 'broken'
          ? `${VISIT_SEAL_LABELS.broken}: ${seal.reason ?? ''}`
          : inPart
            ? VISIT_SEALED_IN_PART
            : VISIT_SEAL_LABELS[seal.state]}{' '}
        <span className="visit-muted">({formatDateTime(seal.judged_at)})</span>
      </p>
      {answers.held > 0 ? <p data-testid="visit-coverage">{coverageText(answers)}</p> : null}
    </>
  );
}

type Fix = VisitEvidence['fixes'][number];
const samePlace = (a: Fix, b: Fix) =>
  a.distance_m === b.distance_m && a.bearing_deg === b.bearing_deg && a.accuracy_m === b.accuracy_m;

/** Consecutive fixes at the same place, one line each with how many and from when to when. */
function placesOf(fixes: readonly Fix[]): Array<{ fix: Fix; last: Fix; count: number }> {
  const places: Array<{ fix: Fix; last: Fix; count: number }> = [];
  for (const fix of fixes) {
    const open = places.at(-1);
    if (open && samePlace(open.fix, fix) && open.fix.trusted_time === fix.trusted_time) {
      open.last = fix;
      open.count += 1;
    } else places.push({ fix, last: fix, count: 1 });
  }
  return places;
}

function Fixes({ evidence }: { evidence: VisitEvidence }) {
  if (evidence.fixes.length === 0) return <p>No position was recorded during the visit.</p>;
  return (
    <>
      {evidence.on_site ? (
        <p>
          On site from {formatDateTime(evidence.on_site.from)} to{' '}
          {until(evidence.on_site.from, evidence.on_site.to)} ({evidence.on_site.minutes} min, first position
          to last).
        </p>
      ) : null}
      <ul className="visit-fixes" aria-label="Positions">
        {placesOf(evidence.fixes).map(({ fix, last, count }) => (
          <li key={fix.seq}>
            {count === 1 ? formatDateTime(fix.at) : `${formatDateTime(fix.at)} to ${until(fix.at, last.at)}`}{' '}
            ·{' '}
            {fix.distance_m <= fix.accuracy_m
              ? 'at the store'
              : `${distance(fix.distance_m)} ${compassPoint(fix.bearing_deg)} of the store`}{' '}
            (±{distance(fix.accuracy_m)}){fix.trusted_time ? '' : ' · by the device’s clock'}
            {count > 1 ? ` · ${count} positions` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A report's "Visit evidence" (decision 0045), on the review page and the brand's report page: the seal, where the device was against the
 * store (distances and compass points, no map tiles, no coordinates), the time on site, and
 * whether the device's clock agreed with the server's.
 */
export function VisitEvidencePanel({
  reportId,
  read = getVisitEvidence,
}: {
  reportId: number;
  /** where it is read: the review's call, or the brand's for its people (decision 0080) */
  read?: (id: number) => Promise<VisitEvidence>;
}) {
  const load = useCallback(() => read(reportId), [read, reportId]);
  const evidence = useRemoteData(load);
  if (evidence.status !== 'ready') return null;
  const { clock } = evidence.data;
  return (
    <Card className="manage-card visit-evidence">
      <h2>Visit evidence</h2>
      <SealLine seal={evidence.data.seal} answers={evidence.data.answers} />
      {evidence.data.far_from_store ? (
        <p className="visit-far">A position lies more than {VISIT_FAR_METRES} m from the store.</p>
      ) : null}
      <Fixes evidence={evidence.data} />
      <VisitProofTimes proofs={evidence.data.proofs} />
      <p>
        {clock.flagged === 0
          ? evidence.data.untimed.entries === 0
            ? 'The device’s clock agreed with the server’s.'
            : 'The device’s clock agreed with the server’s wherever the server had a time to check it by.'
          : `${clock.flagged} ${clock.flagged === 1 ? 'entry was' : 'entries were'} recorded with the device’s clock up to ${hours(clock.worst_ms)} off.`}
      </p>
      <p
        className={evidence.data.untimed.unbounded > 0 ? 'visit-far' : undefined}
        data-testid="visit-untimed"
      >
        {untimedEntriesText(evidence.data.untimed.entries, evidence.data.entries)}
        {evidence.data.untimed.unbounded > 0
          ? ` ${evidence.data.untimed.unbounded} of them reached the server more than two minutes after the time they claim.`
          : ''}
      </p>
    </Card>
  );
}
