import { describe, expect, it } from 'vitest';
import { opportunityCycleSchema } from '../../../src/contract/discovery';
import { type OpportunityCycleWire, opportunityCycleOfWire } from '../../../src/contract/opportunityRoutes';

/**
 * /audit reads its cards without zod (opportunityRoutes.ts); the server sends them through
 * `opportunityCycleSchema`. The plain reader must read every card as the schema would, including
 * a list the service worker kept from before a cycle had a name or a verdict.
 */
const card: OpportunityCycleWire = {
  audit_cycle: {
    id: 4,
    name: 'Festive',
    type: 'MYSTERY_AUDIT',
    client: { auditor_display_name: 'Voltkart', auditor_logo_url: '/logos/voltkart.svg' },
  },
  opportunities: 3,
  max_fee: 1200,
  max_reimbursement: 150,
  nearest_km: 2.4,
  eligibility: { eligible: false, unmet: [{ key: 'income', needs: 'needs an income band', missing: true }] },
};

const { name: _name, ...unnamedCycle } = card.audit_cycle;
const { eligibility: _verdict, ...withoutVerdict } = card;

describe('an opportunity card read without zod', () => {
  it.each([
    ['as the server sends it today', card],
    ['kept from before cycles had names', { ...card, audit_cycle: unnamedCycle }],
    ['kept from before the verdict was sent', withoutVerdict],
    ['open to all', { ...card, eligibility: { eligible: true, unmet: [] } }],
  ])('reads as the schema does: %s', (_case, wire: OpportunityCycleWire) => {
    expect(opportunityCycleOfWire(wire)).toEqual(opportunityCycleSchema.parse(wire));
  });
});
