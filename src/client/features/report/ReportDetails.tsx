import { useEffect, useState } from 'react';
import { AUDIT_STORE_STATUS_DISPLAY, type AuditStore } from '../../../contract';
import type { OutboxSummary } from '../../../offline';
import { getGuidelinePdf } from '../../api/auditStoreReads';
import { formatCalendarDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { Card } from '../../ui/Card';
import { StatusBadge } from '../../ui/StatusBadge';
import { SyncIndicator } from '../sync/SyncIndicator';
import { Markdown } from './Markdown';

/** The report's header: who the client is, the report id and status, and the sync state. */
export function ReportHeader({ store, outbox }: { store: AuditStore; outbox: OutboxSummary | undefined }) {
  const client = store.audit.audit_cycle.client;
  return (
    <header className="report-header">
      {client.auditor_logo_url ? (
        <img className="report-logo" src={client.auditor_logo_url} alt="" width={56} height={56} />
      ) : (
        <span className="report-logo report-logo-blank" aria-hidden="true">
          {client.auditor_display_name.charAt(0)}
        </span>
      )}
      <div className="report-title">
        <h1 className="page-title">{client.auditor_display_name}</h1>
        <p className="report-id">
          Report #{store.id} <StatusBadge table={AUDIT_STORE_STATUS_DISPLAY} status={store.status} />
        </p>
      </div>
      <div className="report-sync-slot">
        <SyncIndicator summary={outbox} />
      </div>
    </header>
  );
}

/** Details table, guidelines, audit notes and manager contacts. */
export function ReportDetails({ store }: { store: AuditStore }) {
  const { audit } = store;
  const guidelinePdf = useGuidelinePdf(store.id);
  return (
    <div className="report-details">
      <Card title="Details" className="report-facts-card">
        <table className="report-facts">
          <tbody>
            <Fact label="Store Name" value={audit.store.name} />
            <Fact label="Phone" value={audit.store.phone} />
            <Fact label="Address" value={audit.store.address} />
            <Fact label="Audit Date" value={formatCalendarDate(store.audit_date)} />
            <Fact label="Fee" value={formatRupees(store.earnings_per_audit)} />
            <Fact label="Reimbursement" value={formatRupees(store.reimbursement)} />
          </tbody>
        </table>
      </Card>
      <Card title="Guidelines">
        <Markdown text={audit.audit_cycle.post_approval_description} />
        {guidelinePdf ? (
          <a className="report-pdf-link" href={guidelinePdf} target="_blank" rel="noreferrer">
            Guidelines (PDF)
          </a>
        ) : null}
      </Card>
      {audit.post_approval_description.trim() ? (
        <Card title="Audit notes">
          <Markdown text={audit.post_approval_description} />
        </Card>
      ) : null}
      {store.manager_info_list.length > 0 ? (
        <Card title="Manager contacts">
          <ul className="report-managers">
            {store.manager_info_list.map((manager) => (
              <li key={`${manager.name}-${manager.mobile}`}>
                <span>{manager.name}</span> <a href={`tel:${manager.mobile}`}>{manager.mobile}</a>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value || '—'}</td>
    </tr>
  );
}

function useGuidelinePdf(id: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getGuidelinePdf(id).then(
      (value) => current && setUrl(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id]);
  return url;
}
