import { type FormEvent, useId, useState } from 'react';
import { MANAGER_MESSAGES, type ManagedAuditorDetail } from '../../../contract';
import { sendManagedPasswordReset, setManagedEmail } from '../../api/manager';
import { splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { Card } from '../../ui/Card';

interface ManagedSignInCardProps {
  auditor: ManagedAuditorDetail;
  onChanged: (next: ManagedAuditorDetail | null) => Promise<void>;
}

/**
 * How the auditor signs in (POST manager/auditor/{id}/email and /password_reset; decision 0025):
 * change the e-mail address (both addresses are told), or send a one-time link to set a new
 * password.
 */
export function ManagedSignInCard({ auditor, onChanged }: ManagedSignInCardProps) {
  const emailId = useId();
  const [email, setEmail] = useState(auditor.email);
  const {
    busy,
    error: errors,
    run,
  } = useServerAction({
    none: { email: [] as string[], general: [] as string[] },
    refusal: (error) => {
      const split = splitSaveError(error, ['email']);
      return { email: split.fields.email ?? [], general: split.general };
    },
  });

  const saveEmail = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await onChanged(await setManagedEmail(auditor.id, email));
      showToast(MANAGER_MESSAGES.emailChanged, { tone: 'success' });
    });
  };
  const sendReset = () =>
    void run(async () => {
      showToast(await sendManagedPasswordReset(auditor.id), { tone: 'success' });
      await onChanged(null);
    });

  return (
    <Card className="manage-card">
      <h2>Sign-in</h2>
      <form className="manage-inline-form" onSubmit={saveEmail} noValidate>
        <label htmlFor={emailId}>E-mail address</label>
        <div className="manage-search-row">
          <input
            id={emailId}
            type="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email.length > 0 ? true : undefined}
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={busy || email === auditor.email}
          >
            Change
          </button>
        </div>
        {errors.email.length > 0 ? (
          <p className="manage-error" role="alert">
            {errors.email.join(' ')}
          </p>
        ) : null}
      </form>
      <div className="manage-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || !auditor.is_active}
          onClick={sendReset}
        >
          Send a password reset link
        </button>
      </div>
      {errors.general.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
    </Card>
  );
}
