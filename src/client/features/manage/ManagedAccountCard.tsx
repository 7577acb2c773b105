import { useState } from 'react';
import type { ManagedAuditorDetail } from '../../../contract';
import type { AccountAction } from '../../api/manager';
import { formatDateTime } from '../../lib/dates';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface AccountActionChoice {
  action: AccountAction;
  label: string;
  shown: (a: ManagedAuditorDetail) => boolean;
  /** what Yes does, asked before it is done, as the application decisions ask */
  consequence: string;
}

const ACTIONS: AccountActionChoice[] = [
  {
    action: 'verify',
    label: 'Verify',
    shown: (a) => !a.is_verified,
    consequence: 'Their profile is marked as verified by you.',
  },
  {
    action: 'deactivate',
    label: 'Deactivate',
    shown: (a) => a.is_active,
    consequence:
      'They are signed out on every device and cannot log in or apply, and their unused password links stop working, until an activation.',
  },
  {
    action: 'activate',
    label: 'Activate',
    shown: (a) => !a.is_active,
    consequence: 'They can log in and apply for audits again.',
  },
];

interface ManagedAccountCardProps {
  auditor: ManagedAuditorDetail;
  /** an account action is on its way: the buttons wait for it */
  busy: boolean;
  /** why the last action was refused */
  problem: string[];
  /** does the action, once the manager said Yes */
  onAct: (action: AccountAction) => Promise<void>;
}

/** The account: its e-mail, status and age, and the actions its status allows, each asked first. */
export function ManagedAccountCard({ auditor: a, busy, problem, onAct }: ManagedAccountCardProps) {
  const [asking, setAsking] = useState<AccountActionChoice | null>(null);
  return (
    <Card className="manage-card">
      <h2>Account</h2>
      <dl className="manage-facts">
        <dt>E-mail</dt>
        <dd>{a.email}</dd>
        <dt>Status</dt>
        <dd data-testid="manage-status">
          {a.is_active ? 'Active' : 'Deactivated'}
          {a.is_verified ? ', verified' : ', not verified'}
        </dd>
        <dt>Joined</dt>
        <dd>{formatDateTime(a.created_at, { time: false })}</dd>
      </dl>
      {problem.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      <div className="manage-actions">
        {ACTIONS.filter(({ shown }) => shown(a)).map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => setAsking(ACTIONS.find((choice) => choice.action === action) ?? null)}
          >
            {label}
          </button>
        ))}
      </div>
      {asking ? (
        <ConfirmDialog
          title={`${asking.label} ${a.name || a.email}?`}
          message={asking.consequence}
          onYes={() => onAct(asking.action)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Card>
  );
}
