import { useCallback } from 'react';
import { getManagedAdditional } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { additionalInfoFacts } from '../details/page/AdditionalInfoPanel';

/** The auditor's additional info as a manager reads it: the same rows the auditor sees on /details. */
export function ManagedAdditionalCard({ auditorId }: { auditorId: number }) {
  const load = useCallback(() => getManagedAdditional(auditorId), [auditorId]);
  const info = useRemoteData(load);
  return (
    <Card className="manage-card">
      <h2>Additional info</h2>
      {info.status === 'error' ? <ErrorNotice onRetry={info.retry} /> : null}
      {info.status === 'ready' ? (
        <dl className="manage-facts">
          {additionalInfoFacts(info.data).map((fact) => (
            <div key={fact.label} className="manage-fact">
              <dt>{fact.label}</dt>
              <dd>
                {fact.value === null || fact.value === undefined || fact.value === ''
                  ? 'Not set'
                  : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
