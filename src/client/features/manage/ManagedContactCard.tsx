import { type FormEvent, useId, useState } from 'react';
import { AUDITOR_RATING_MAX, type ManagedAuditorDetail } from '../../../contract';
import { setManagedMobile, setManagedRating } from '../../api/manager';
import { splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { Card } from '../../ui/Card';

interface ManagedContactCardProps {
  auditor: ManagedAuditorDetail;
  /** the auditor as the server now has them, or null to load them again */
  onChanged: (next: ManagedAuditorDetail | null) => Promise<void>;
}

const RATINGS = Array.from({ length: AUDITOR_RATING_MAX }, (_, index) => index + 1);

/** The mobile number and the rating a manager may set (decision 0024), with the server's errors. */
export function ManagedContactCard({ auditor, onChanged }: ManagedContactCardProps) {
  const mobileId = useId();
  const ratingId = useId();
  const [mobile, setMobile] = useState(auditor.mobile_number ?? '');
  const [rating, setRating] = useState(String(auditor.auditor_rating ?? ''));
  const {
    busy,
    error: errors,
    run,
  } = useServerAction<string[]>({
    none: [],
    refusal: (error) => {
      const split = splitSaveError(error, ['mobile_number', 'auditor_rating']);
      return [...Object.values(split.fields).flat(), ...split.general];
    },
  });

  const save = (event: FormEvent, what: 'mobile' | 'rating') => {
    event.preventDefault();
    void run(async () => {
      if (what === 'mobile') await onChanged(await setManagedMobile(auditor.id, mobile.trim()));
      else {
        await setManagedRating(auditor.id, Number(rating));
        await onChanged(null);
      }
      showToast(what === 'mobile' ? 'Mobile number saved.' : 'Rating saved.', { tone: 'success' });
    });
  };

  return (
    <Card className="manage-card">
      <h2>Contact and rating</h2>
      <form className="manage-inline-form" onSubmit={(event) => save(event, 'mobile')}>
        <label htmlFor={mobileId}>Mobile number</label>
        <div className="manage-search-row">
          <input
            id={mobileId}
            inputMode="numeric"
            maxLength={20}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            Save
          </button>
        </div>
      </form>
      <form className="manage-inline-form" onSubmit={(event) => save(event, 'rating')}>
        <label htmlFor={ratingId}>Auditor rating</label>
        <div className="manage-search-row">
          <select id={ratingId} value={rating} onChange={(event) => setRating(event.target.value)}>
            <option value="" disabled>
              Not rated
            </option>
            {RATINGS.map((value) => (
              <option key={value} value={value}>
                {value} ★
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary" disabled={busy || rating === ''}>
            Save
          </button>
        </div>
      </form>
      {errors.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
    </Card>
  );
}
