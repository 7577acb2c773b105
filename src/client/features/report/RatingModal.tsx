import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPORT_LIMITS, REPORT_MESSAGES } from '../../../contract';
import { showToast } from '../../pageState/toastStore';
import { currentUserId, readDraft, removeDraft, writeDraft } from '../../session/formDrafts';
import { reportActions } from '../../syncRuntime/pageSync';
import { Modal } from '../../ui/Modal';
import './rating.css';

export const RATING_ERROR_MS = 3000;
export const RATING_INCOMPLETE = 'Please fill in all required fields.';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function Scale(props: {
  legend: string;
  max: number;
  min?: number;
  value: number;
  onChange: (n: number) => void;
  stars?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="rating-scale">
      <legend>{props.legend}</legend>
      {range(props.min ?? 1, props.max).map((n) => (
        <label
          key={n}
          className={n <= props.value && props.stars ? 'rating-choice rating-on' : 'rating-choice'}
        >
          <input type="radio" name={name} checked={props.value === n} onChange={() => props.onChange(n)} />
          <span aria-hidden={props.stars}>{props.stars ? '★' : n}</span>
          {props.stars ? <span className="visually-hidden">{`${n} star${n === 1 ? '' : 's'}`}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** What the rating modal holds; kept as a draft from the submit until it is sent or closed. */
export interface RatingDraft {
  understanding: number;
  coordination: number;
  text: string;
  nps: number;
  step: 1 | 2;
}

export const EMPTY_RATING: RatingDraft = { understanding: 0, coordination: 0, text: '', nps: 0, step: 1 };

export const ratingDraftKey = (auditStoreId: number) => `rating:${auditStoreId}`;

/** The rating still to give for this report, with what was entered of it, if any. */
export function pendingRating(userId: number | undefined, auditStoreId: number): RatingDraft | undefined {
  const draft = readDraft(userId, ratingDraftKey(auditStoreId));
  if (!draft || typeof draft !== 'object') return undefined;
  return { ...EMPTY_RATING, ...(draft as Partial<RatingDraft>) };
}

/**
 * After a submit: two 1–5 star ratings and a text, then the 1–10 overall experience rating. What
 * is entered is kept on the device as it is entered, and the modal opens again after a reload
 * until the rating is sent or the modal closed (decision 0009).
 */
export function RatingModal({ auditStoreId }: { auditStoreId: number }) {
  const navigate = useNavigate();
  const key = ratingDraftKey(auditStoreId);
  const [rating, setRating] = useState(() => pendingRating(currentUserId(), auditStoreId) ?? EMPTY_RATING);
  const { understanding, coordination, text, nps, step } = rating;
  const update = (change: Partial<RatingDraft>) => {
    const next = { ...rating, ...change };
    writeDraft(key, next);
    setRating(next);
  };
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    removeDraft(key);
    navigate('/audit_store');
  };

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), RATING_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const next = () => {
    if (!understanding || !coordination || !text.trim()) setError(RATING_INCOMPLETE);
    else {
      setError(null);
      update({ step: 2 });
    }
  };

  // Like every value the auditor enters, the rating is stored on the device first and sent by
  // the outbox, so a lost connection right after submitting cannot lose it.
  const send = async () => {
    if (!nps) return setError(RATING_INCOMPLETE);
    setSending(true);
    try {
      await reportActions().saveRating({
        auditStoreId,
        feedback: { auditUnderstanding: understanding, coordination, portalAccessibility: text },
        nps,
      });
      showToast(REPORT_MESSAGES.ratingSubmitted, { tone: 'success' });
      close();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title="Rate this audit" onClose={close}>
      <div className="rating-form">
        {error ? (
          <p className="report-required" role="alert">
            {error}
          </p>
        ) : null}
        {step === 1 ? (
          <>
            <Scale
              legend="Audit understanding"
              max={REPORT_LIMITS.starsMax}
              value={understanding}
              onChange={(n) => update({ understanding: n })}
              stars
            />
            <Scale
              legend="Coordination"
              max={REPORT_LIMITS.starsMax}
              value={coordination}
              onChange={(n) => update({ coordination: n })}
              stars
            />
            <label className="rating-text">
              <span>How was the portal to use?</span>
              <textarea
                rows={4}
                maxLength={REPORT_LIMITS.feedbackMax}
                value={text}
                onChange={(e) => update({ text: e.target.value })}
              />
            </label>
            <button type="button" className="button button-primary" onClick={next}>
              Next
            </button>
          </>
        ) : (
          <>
            <Scale
              legend="Overall experience"
              min={REPORT_LIMITS.npsMin}
              max={REPORT_LIMITS.npsMax}
              value={nps}
              onChange={(n) => update({ nps: n })}
            />
            <button type="button" className="button button-primary" disabled={sending} onClick={send}>
              {sending ? 'Sending...' : 'Submit Rating'}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
