import { AUDIT_AVAILABILITY_TEXTS, type AuditAvailability } from '../../../contract';
import '../../ui/StatusBadge.css';

/**
 * What the server's availability verdict (contract/auditAvailability.ts, decision 0063) says where
 * Apply would be: the audit is taken by another auditor, or closed. Nothing for an open audit.
 */
export function AvailabilityNote({ availability }: { availability: AuditAvailability }) {
  if (availability === 'open') return null;
  const text = AUDIT_AVAILABILITY_TEXTS[availability];
  return (
    <p className="availability-note">
      <span className="badge badge-default">{text.badge}</span> {text.note}
    </p>
  );
}
