import { Link } from 'react-router-dom';
import { auditTypeLabel, DISCOVERY_MESSAGES, type OpportunityCycle } from '../../../contract';
import { formatRupees } from '../../lib/money';
import { EligibilityNote } from './EligibilityNote';

/** One card of /audit (spec): the client's logo, the audit type, the best fee and reimbursement, the nearest store. */
export function CycleCard({ card, kms }: { card: OpportunityCycle; kms?: number }) {
  const { audit_cycle: cycle } = card;
  return (
    <article className="cycle-card" data-testid={`cycle-card-${cycle.id}`}>
      <img className="cycle-card-logo" src={cycle.client.auditor_logo_url} alt="" width={56} height={56} />
      <div className="cycle-card-body">
        <h2 className="cycle-card-client">{cycle.client.auditor_display_name}</h2>
        <p className="cycle-card-type">
          {cycle.name ? `${cycle.name} · ` : ''}
          {auditTypeLabel(cycle.type)}
        </p>
        <dl className="money-facts">
          <div>
            <dt>Fees up to</dt>
            <dd>{formatRupees(card.max_fee)}</dd>
          </div>
          {/* "up to ₹0" promised nothing: a cycle that reimburses nothing says nothing of it */}
          {card.max_reimbursement > 0 ? (
            <div>
              <dt>Reimbursement up to</dt>
              <dd>{formatRupees(card.max_reimbursement)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="cycle-card-distance">Nearest store {card.nearest_km} km away</p>
        <EligibilityNote eligibility={card.eligibility} />
        <Link className="cycle-card-link" to={`/audit/cycle/${cycle.id}${kms ? `?kms=${kms}` : ''}`}>
          {DISCOVERY_MESSAGES.seeAll(card.opportunities)}
        </Link>
      </div>
    </article>
  );
}

/**
 * The cards of one list. With `kms` (the auditor's own distance filter) each card's link carries it,
 * so the cycle page can show the N locations the link counted apart from the rest.
 */
export function CycleCardList({
  cards,
  label,
  kms,
}: {
  cards: OpportunityCycle[];
  label: string;
  kms?: number;
}) {
  return (
    <ul className="cycle-card-list" aria-label={label}>
      {cards.map((card) => (
        <li key={card.audit_cycle.id}>
          <CycleCard card={card} kms={kms} />
        </li>
      ))}
    </ul>
  );
}
