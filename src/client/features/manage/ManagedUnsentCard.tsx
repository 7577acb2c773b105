import { useCallback } from 'react';
import { getAuditorDevicesUnsent } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { lostWorkLines, toldAt } from '../lostWork/lostWorkTexts';

/**
 * Work the auditor's devices told of and that has not arrived (decision 0072): still on a phone
 * without signal, or lost with a wiped one. The manager reads it before chasing a report.
 */
export function ManagedUnsentCard({ auditorId }: { auditorId: number }) {
  const load = useCallback(() => getAuditorDevicesUnsent(auditorId), [auditorId]);
  const devices = useRemoteData(load);
  return (
    <Card className="manage-card">
      <h2 data-testid="managed-unsent">Not received from the auditor's devices</h2>
      {devices.status === 'error' ? <ErrorNotice onRetry={devices.retry} /> : null}
      {devices.status === 'ready' && devices.data.length === 0 ? (
        <p>Nothing: every device of this auditor had sent all its work when it last told us.</p>
      ) : null}
      {devices.status === 'ready'
        ? devices.data.map((device) => (
            <div key={device.device_id} className="manage-unsent-device" data-testid="managed-unsent-device">
              <p>
                {device.device_label}, last heard {toldAt(device.reported_at)}:
              </p>
              <ul>
                {device.reports.map((report) => (
                  <li key={report.audit_store_id}>
                    <strong>{report.store_name}</strong>
                    {lostWorkLines(report).map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </li>
                ))}
              </ul>
            </div>
          ))
        : null}
    </Card>
  );
}
