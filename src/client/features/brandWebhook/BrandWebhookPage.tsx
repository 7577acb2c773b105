import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_REPORTS, BRAND_WEBHOOK_MESSAGES, type BrandWebhook } from '../../../contract';
import { getBrandWebhook, testBrandWebhook } from '../../api/brand';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { formatDateTime } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { WebhookForm } from './WebhookForm';
import '../manage/manage.css';
import '../brand/brand.css';
import './brandWebhook.css';

/** How often the log is read again while a delivery in it is still on its way. */
const LOOK_AGAIN_MS = 3_000;

/**
 * /manage/brand/webhook (decision 0081): the brand admin's address for accepted reports, its
 * secret, a test event, and the log of what was posted and how the address answered. The log is
 * read again every few seconds while a delivery in it is on its way.
 */
export function BrandWebhookPage() {
  const load = useCallback(() => getBrandWebhook(), []);
  const remote = useRemoteData(load);
  const [saved, setSaved] = useState<BrandWebhook | null>(null);
  const hook = saved ?? (remote.status === 'ready' ? remote.data : null);
  const onWay = hook?.deliveries.some((delivery) => delivery.state === 'pending') ?? false;
  const { refresh } = remote;
  useEffect(() => {
    if (!onWay) return;
    const timer = setInterval(() => {
      setSaved(null);
      void refresh();
    }, LOOK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [onWay, refresh]);
  const test = useServerAction(refusalMessages);
  const [tested, setTested] = useState(false);
  const sendTest = () =>
    test.run(async () => {
      setSaved(await testBrandWebhook());
      setTested(true);
    });
  return (
    <div className="manage brand">
      <h1 className="page-title">Webhook</h1>
      {remote.status === 'loading' ? <Spinner label="Loading the webhook" /> : null}
      {remote.status === 'error' ? <ErrorNotice onRetry={remote.retry} /> : null}
      {hook ? (
        <div className="brand-grid">
          <Card className="manage-card">
            <h2>Where accepted reports are posted</h2>
            <p>
              Every report you accept is posted to this address as JSON: the report, its store, city, region,
              wave, audit date, score and section scores. An address that does not answer 2xx is tried again
              for about an hour.
            </p>
            <WebhookForm hook={hook} onSaved={setSaved} />
          </Card>
          <Card className="manage-card">
            <h2>Log</h2>
            {tested ? <p role="status">{BRAND_WEBHOOK_MESSAGES.testQueued}</p> : null}
            {test.error.map((message) => (
              <p key={message} className="form-error" role="alert">
                {message}
              </p>
            ))}
            <button
              type="button"
              className="button button-secondary"
              disabled={!hook.url || test.busy}
              onClick={sendTest}
            >
              Send a test event
            </button>
            <DeliveryLog hook={hook} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}

type Delivery = BrandWebhook['deliveries'][number];

/** What became of a delivery, in words. */
function outcome(delivery: Delivery): string {
  if (delivery.state === 'sent') return `Delivered (${delivery.last_status})`;
  const why = delivery.last_error ?? '';
  if (delivery.state === 'failed') return `Gave up after ${delivery.attempts} attempts: ${why}`;
  if (delivery.attempts === 0) return 'On its way';
  return `Trying again at ${formatDateTime(delivery.next_attempt_at)}: ${why}`;
}

function DeliveryLog({ hook }: { hook: BrandWebhook }) {
  if (hook.deliveries.length === 0) return <p>Nothing was posted yet.</p>;
  return (
    <ul className="brand-webhook-log" aria-label="Deliveries">
      {hook.deliveries.map((delivery) => (
        <li key={delivery.id} className={`brand-webhook-${delivery.state}`}>
          <span>
            {delivery.event === 'ping' ? (
              'Test event'
            ) : delivery.report_id === null ? (
              'Accepted report'
            ) : (
              <Link to={`${BRAND_REPORTS}/${delivery.report_id}`}>Report #{delivery.report_id} accepted</Link>
            )}{' '}
            · {formatDateTime(delivery.created_at)}
          </span>
          <strong>{outcome(delivery)}</strong>
        </li>
      ))}
    </ul>
  );
}
