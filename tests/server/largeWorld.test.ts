import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeWorld } from '../../src/server/tools/seed/largeWorld';
import { createTestDb, DIALECTS, type TestDatabase } from './testDb';

/**
 * The large world (docs/budgets.md#discovery-and-a-large-world), built small here: every row it
 * promises, once, on both databases.
 */
describe.each(DIALECTS)('the large world generator on %s', (dialect) => {
  let t: TestDatabase;
  const size = { cities: 7, stores: 60, cycles: 5, audits: 150 };
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.close());

  const count = async (table: 'cities' | 'stores' | 'audit_cycles' | 'audits') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('builds the cities, stores, active cycles and audits asked for, and only once', async () => {
    expect(await seedLargeWorld(t.db, { today: new Date('2026-11-24T10:00:00Z'), size })).toEqual({
      seeded: true,
    });
    expect([
      await count('cities'),
      await count('stores'),
      await count('audit_cycles'),
      await count('audits'),
    ]).toEqual([7, 60, 5, 150]);
    const cycles = await t.db
      .selectFrom('audit_cycles')
      .select(['status', 'start_date', 'end_date'])
      .execute();
    for (const cycle of cycles) {
      expect(cycle.status).toBe('ACTIVE');
      expect(cycle.end_date > '2026-11-24').toBe(true);
    }
    expect(await seedLargeWorld(t.db, { today: new Date('2026-11-24T10:00:00Z'), size })).toEqual({
      seeded: false,
    });
    expect(await count('audits')).toBe(150);
  });
});
