import { type FormEvent, useState } from 'react';
import {
  BRAND_WEBHOOK_MESSAGES,
  type BrandWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_URL_MAX_LENGTH,
} from '../../../contract';
import { saveBrandWebhook } from '../../api/brand';
import { FieldErrors } from '../../forms/FieldErrors';
import { type SplitErrors, serverFieldProblem, splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';

const NO_ERRORS: SplitErrors = { fields: {}, general: [] };

/**
 * The webhook's address and secret (decision 0081): save an address, stop posting, or make a new
 * secret. Each answers the whole webhook, shown at once.
 */
export function WebhookForm(props: { hook: BrandWebhook; onSaved: (hook: BrandWebhook) => void }) {
  const { hook, onSaved } = props;
  const [url, setUrl] = useState(hook.url ?? '');
  const [said, setSaid] = useState<string | null>(null);
  const save = useServerAction<SplitErrors>({
    none: NO_ERRORS,
    refusal: (error) => splitSaveError(error, ['url']),
  });
  const send = (form: { url: string | null; new_secret?: boolean }, done: string) => {
    setSaid(null);
    void save.run(async () => {
      onSaved(await saveBrandWebhook(form));
      setSaid(done);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ url }, BRAND_WEBHOOK_MESSAGES.saved);
  };
  return (
    <form className="brand-webhook-form" aria-label="Webhook address" onSubmit={submit} noValidate>
      {said ? <p role="status">{said}</p> : null}
      {save.error.general.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <label htmlFor="webhook-url">Address</label>
      <input
        id="webhook-url"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        value={url}
        aria-describedby="webhook-url-errors"
        onChange={(event) => setUrl(event.target.value)}
      />
      <FieldErrors id="webhook-url-errors" error={serverFieldProblem(save.error.fields.url)} />
      <div className="brand-webhook-actions">
        <button type="submit" className="button button-primary" disabled={save.busy}>
          Save
        </button>
        {hook.url ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={save.busy}
            onClick={() => {
              setUrl('');
              send({ url: null }, BRAND_WEBHOOK_MESSAGES.removed);
            }}
          >
            Stop posting
          </button>
        ) : null}
      </div>
      {hook.secret ? (
        <div className="brand-webhook-secret">
          <p>
            Secret: <code data-testid="webhook-secret">{hook.secret}</code>
          </p>
          <p className="manage-note">
            Each post is signed: <code>{WEBHOOK_HEADERS.signature}: sha256=</code> the HMAC-SHA256 of{' '}
            <code>{`<${WEBHOOK_HEADERS.timestamp}>.<body>`}</code> under this secret. A retry carries the same{' '}
            <code>{WEBHOOK_HEADERS.delivery}</code>.
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={save.busy}
            onClick={() =>
              send({ url: hook.url, new_secret: true }, 'A new secret signs every post from now on.')
            }
          >
            Make a new secret
          </button>
        </div>
      ) : null}
    </form>
  );
}
