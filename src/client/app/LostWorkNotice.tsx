import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deviceToldLine, lostWorkLines } from '../features/lostWork/lostWorkTexts';
import { useLostWorkStore } from '../pageState/lostWorkStore';
import { forgetLostWork } from '../syncRuntime/lostWork';
import './LostWorkNotice.css';

/**
 * Work a device told the server of and that never arrived (decision 0072), named as soon as the
 * app starts on a phone that does not hold it: a wiped store, a new phone, or another phone. Per
 * report, what to redo; "Done" when it is redone, so it is not named again.
 */
export function LostWorkNotice() {
  const devices = useLostWorkStore((state) => state.devices);
  const [failed, setFailed] = useState(false);
  if (devices.length === 0) return null;

  const done = async (deviceId: string) => {
    setFailed(false);
    await forgetLostWork(deviceId).catch(() => setFailed(true));
  };

  return (
    <section className="lost-work" role="alert" aria-labelledby="lost-work-title" data-testid="lost-work">
      <h2 id="lost-work-title">Work that never reached us</h2>
      {devices.map((device) => (
        <div key={device.device_id} className="lost-work-device">
          <p>
            {deviceToldLine(device.device_label, device.reported_at)} If that phone still has the app, open it
            there with signal. If not, redo it here:
          </p>
          <ul>
            {device.reports.map((report) => (
              <li key={report.audit_store_id}>
                <Link to={`/audit_store/${report.audit_store_id}/section`}>{report.store_name}</Link>
                {lostWorkLines(report).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void done(device.device_id)}
          >
            I have redone it
          </button>
        </div>
      ))}
      {failed ? <p className="lost-work-error">Not saved: please try again with a connection.</p> : null}
    </section>
  );
}
