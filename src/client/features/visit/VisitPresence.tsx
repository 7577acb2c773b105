import { useEffect, useState, useSyncExternalStore } from 'react';
import { getVisitTime } from '../../api/visitRecord';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { holdVisitToken } from '../../syncRuntime/pageVisitClock';
import { Card } from '../../ui/Card';
import { OwnPositions } from './OwnPositions';
import {
  type PresenceOutcome,
  presenceChoice,
  recordPresence,
  setPresenceChoice,
  subscribePresence,
} from './visitPresence';
import { PRESENCE_TEXTS as TEXTS } from './visitTexts';
import './visit.css';

/** While online, the server's signed time, for what the auditor records offline (decision 0045). */
function useVisitTime(): void {
  const online = useOnlineStatus();
  useEffect(() => {
    if (!online) return;
    getVisitTime().then(
      ({ token }) => token && holdVisitToken(token),
      () => undefined, // the entries carry the last token, or none
    );
  }, [online]);
}

const OUTCOME_TEXTS: Partial<Record<PresenceOutcome, string>> = {
  recorded: TEXTS.recorded,
  'no-fix': TEXTS.noFix,
};

/**
 * The visit record on a report being filled: the time token, and the position with the screen
 * that says why before the browser asks. Shown only on an editable report's page.
 */
export function VisitPresence({ auditStoreId }: { auditStoreId: number }) {
  useVisitTime();
  const choice = useSyncExternalStore(subscribePresence, presenceChoice, () => null);
  const [outcome, setOutcome] = useState<PresenceOutcome>();
  const record = () => recordPresence(auditStoreId, 'start').then(setOutcome);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per report opened, not on each answer.
  useEffect(() => {
    if (presenceChoice() === 'on') void record();
  }, [auditStoreId]);

  const share = () => {
    setPresenceChoice('on');
    void record();
  };

  if (choice === null)
    return (
      <Card className="visit-presence" title={TEXTS.title} titleId="visit-presence-title">
        <p>{TEXTS.why}</p>
        <p>{TEXTS.who}</p>
        <p>{TEXTS.kept}</p>
        <p>{TEXTS.notAGate}</p>
        <div className="visit-presence-actions">
          <button type="button" className="button button-primary" onClick={share}>
            {TEXTS.share}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPresenceChoice('off')}>
            {TEXTS.notNow}
          </button>
        </div>
      </Card>
    );

  const said = outcome && choice === 'on' ? OUTCOME_TEXTS[outcome] : undefined;
  return (
    <section className="visit-presence-line" aria-label="Your position">
      <p>{choice === 'on' ? TEXTS.on : choice === 'off' ? TEXTS.off : TEXTS.refused}</p>
      {said ? <p role="status">{said}</p> : null}
      <OwnPositions auditStoreId={auditStoreId} />
      {choice === 'on' ? (
        <button type="button" className="visit-presence-toggle" onClick={() => setPresenceChoice('off')}>
          {TEXTS.stop}
        </button>
      ) : (
        <button type="button" className="visit-presence-toggle" onClick={share}>
          {TEXTS.share}
        </button>
      )}
    </section>
  );
}
