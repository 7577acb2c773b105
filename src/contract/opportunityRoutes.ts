import type { z } from 'zod';
import type { OpportunityCycle, opportunityCycleSchema } from './discovery';
import { OPEN_TO_ALL } from './eligibilityVerdict';
import { typedRoute } from './endpoint';

/**
 * The opportunities' reads as routes with types and no schema (decision 0051, as
 * reportPageReadRoutes.ts): /audit, a screen an auditor opens from a link, reads them without
 * zod. The server answers each through its schema (`endpoints/discovery.ts` pairs the two), and a
 * schema whose input differs from the type here does not build.
 */

export type OpportunityCycleWire = z.input<typeof opportunityCycleSchema>;

export const OPPORTUNITY_ROUTES = {
  /** the open audits within `kms` of the auditor's own city */
  nearby: typedRoute<OpportunityCycleWire[]>()('GET', 'auditor', '/audit'),
  /** the same, measured from another city */
  inCity: typedRoute<OpportunityCycleWire[]>()('GET', 'auditor', '/audit_by_city'),
};

/**
 * A card as the screens read it, filled as `opportunityCycleSchema` fills it: a list the service
 * worker kept from before a cycle had a name or a verdict reads no name, and open to all.
 */
export function opportunityCycleOfWire(wire: OpportunityCycleWire): OpportunityCycle {
  return {
    ...wire,
    audit_cycle: { ...wire.audit_cycle, name: wire.audit_cycle.name ?? '' },
    eligibility: wire.eligibility ?? OPEN_TO_ALL,
  };
}
