import { useEffect, useState } from 'react';
import { PUSH_MESSAGES, pushOfferText } from '../../../contract/push';
import { useConfigStore } from '../../session/configStore';
import { Card } from '../../ui/Card';
import { type DevicePush, readDevicePush, turnOffPush, turnOnPush } from './pushDevice';

/** Where "Not now" is remembered on this device: the offer shrinks to a line until turned on. */
const DECLINED_KEY = 'push-offer-declined';

function declinedHere(): boolean {
  try {
    return localStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Notifications on this device, offered in the notice centre (decision 0040): what they bring,
 * and the button that makes the browser ask. Nothing is asked before the person taps it.
 */
export function PushOffer() {
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [declined, setDeclined] = useState(declinedHere);
  const role = useConfigStore((state) => state.config?.USER_ROLE);

  useEffect(() => {
    // offline or refused, the centre shows its notices without the offer
    readDevicePush().then(setDevice, () => setDevice(null));
  }, []);

  const change = async (to: () => Promise<DevicePush>) => {
    setBusy(true);
    setFailed(false);
    try {
      setDevice(await to());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (!device || device.state === 'notOffered') return null;
  if (device.state === 'unsupported')
    return (
      <p className="push-line">{device.ios ? PUSH_MESSAGES.unsupportedIos : PUSH_MESSAGES.unsupported}</p>
    );
  if (device.state === 'blocked') return <p className="push-line">{PUSH_MESSAGES.blocked}</p>;
  const error = failed ? (
    <p className="push-error" role="alert">
      {PUSH_MESSAGES.failed}
    </p>
  ) : null;
  if (device.state === 'on')
    return (
      <div className="push-line">
        <span>{PUSH_MESSAGES.on}</span>{' '}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void change(() => turnOffPush(device.publicKey))}
        >
          Turn off
        </button>
        {error}
      </div>
    );
  const turnOn = (
    <button
      type="button"
      className="button button-primary"
      disabled={busy}
      onClick={() => void change(() => turnOnPush(device.publicKey))}
    >
      Turn on notifications
    </button>
  );
  if (declined)
    return (
      <div className="push-line">
        {turnOn}
        {error}
      </div>
    );
  const decline = () => {
    setDeclined(true);
    try {
      localStorage.setItem(DECLINED_KEY, '1');
    } catch {
      // private mode: the offer shrinks for this visit only
    }
  };
  return (
    <Card className="push-offer" title="Notifications on this device">
      <p>{pushOfferText(role)}</p>
      <div className="push-offer-actions">
        {turnOn}
        <button type="button" className="button button-secondary" disabled={busy} onClick={decline}>
          Not now
        </button>
      </div>
      {error}
    </Card>
  );
}
