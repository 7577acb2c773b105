import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_PEOPLE_MESSAGES,
  type BrandLeague,
  type BrandOverview,
  type BrandPeople,
  type BrandReports,
} from '../../src/contract';
import { scoreUnscoredAcceptedReports } from '../../src/server/domain/review/reportScoring';
import { createBrandWorld } from './brandWorld';
import { cookieHeader, createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { linkPath, mailTo } from './signupMail';
import { DIALECTS } from './testDb';

let emails = 0;
const newEmail = () => {
  emails += 1;
  return `brand-${emails}-${Date.now()}@example.test`;
};

/**
 * A brand's regions and people (decision 0078) on both databases: the admin sets regions and
 * invites by mail; each seat reads its scope and nothing else; another brand reads 0 rows of it.
 */
describe.each(DIALECTS)('a brand’s people and regions on %s', (dialect) => {
  let h: Harness;
  let world: Awaited<ReturnType<typeof createBrandWorld>>;
  let otherWorld: Awaited<ReturnType<typeof createBrandWorld>>;
  let admin: string;
  let otherAdmin: string;

  const adminOf = async (clientId: number) => {
    const user = await createUser(h.db, { role: 'client' });
    await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', user.id).execute();
    return sessionFor(h.app, user.email, user.password);
  };
  const get = (cookie: string, path: string) =>
    h.app.inject({ url: `/api/brand/${path}`, headers: { cookie } });
  const post = (cookie: string, path: string, payload: object) =>
    h.app.inject({ method: 'POST', url: `/api/brand/${path}`, headers: { cookie, origin: ORIGIN }, payload });
  const accept = (path: string, fields: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        first_name: 'Meera',
        last_name: 'Joshi',
        password: 'a long password',
        ...fields,
      }).toString(),
    });
  /** invites `email` and answers the path of the link mailed */
  const invite = async (cookie: string, form: object) => {
    const sent = await post(cookie, 'invites', form);
    expect(sent.statusCode, sent.body).toBe(204);
    const email = (form as { email: string }).email;
    return linkPath(mailTo(h, email).at(-1), '/auth/brand_invite/') as string;
  };
  /** a reader through the real invitation: the admin's form, the mail, the link's form */
  const readerFor = async (form: object) => {
    const done = await accept(await invite(admin, form));
    expect(done.statusCode, done.body).toBe(303);
    return cookieHeader(done);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    const auditor = (await createUser(h.db, { role: 'auditor' })).id;
    world = await createBrandWorld(h.db, auditor, 'Chai Point', [
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'No' },
      { wave: 'second', store: 'bandra', service: 'Yes', billing: 'Yes' },
      { wave: 'second', store: 'kothrud', service: 'No', billing: 'No' },
    ]);
    otherWorld = await createBrandWorld(h.db, auditor, 'Other Tea', [
      { wave: 'second', store: 'andheri', service: 'Yes', billing: 'Yes' },
    ]);
    await scoreUnscoredAcceptedReports(h.db, new Date());
    admin = await adminOf(world.clientId);
    otherAdmin = await adminOf(otherWorld.clientId);
  });
  afterAll(() => h?.close());

  it('groups the brand’s cities into regions, a city in one region at most, and refuses bad input field by field', async () => {
    const west = await post(admin, 'regions', { name: 'West', city_ids: [world.cities.mumbai] });
    expect(west.statusCode, west.body).toBe(200);
    const east = (
      await post(admin, 'regions', { name: 'Deccan', city_ids: [world.cities.pune] })
    ).json() as BrandPeople;
    expect(east.regions.map((r) => [r.name, r.city_ids])).toEqual([
      ['Deccan', [world.cities.pune]],
      ['West', [world.cities.mumbai]],
    ]);
    const westId = east.regions.find((r) => r.name === 'West')?.id as number;
    // ticking Pune in West takes it from Deccan
    const moved = (
      await post(admin, `regions/${westId}`, {
        name: 'West',
        city_ids: [world.cities.mumbai, world.cities.pune],
      })
    ).json() as BrandPeople;
    expect(moved.regions.map((r) => [r.name, r.city_ids.length])).toEqual([
      ['Deccan', 0],
      ['West', 2],
    ]);
    // and back, for the tests below: West is Mumbai, Deccan is Pune
    await post(admin, `regions/${westId}`, { name: 'West', city_ids: [world.cities.mumbai] });
    const deccanId = east.regions.find((r) => r.name === 'Deccan')?.id as number;
    await post(admin, `regions/${deccanId}`, { name: 'Deccan', city_ids: [world.cities.pune] });

    expect((await post(admin, 'regions', { name: ' ', city_ids: [world.cities.pune] })).json()).toEqual({
      name: [BRAND_PEOPLE_MESSAGES.regionName],
    });
    expect((await post(admin, 'regions', { name: 'West', city_ids: [world.cities.pune] })).json()).toEqual({
      name: [BRAND_PEOPLE_MESSAGES.regionNameTaken],
    });
    const foreignCity = await post(otherAdmin, 'regions', { name: 'Mine', city_ids: [world.cities.pune] });
    // Other Tea's stores are in cities of its own: Chai Point's Pune is not one of them
    expect(foreignCity.statusCode).toBe(400);
    expect(foreignCity.json()).toEqual({ city_ids: [BRAND_PEOPLE_MESSAGES.notBrandCity] });
    expect(
      (await post(otherAdmin, `regions/${westId}`, { name: 'Mine', city_ids: [otherWorld.cities.pune] }))
        .statusCode,
    ).toBe(404);
    expect((await post(admin, 'regions', { name: 'X', city_ids: 'all' })).statusCode).toBe(400);
    expect((await post(admin, 'regions', { name: 'X', city_ids: [] })).json()).toEqual({
      city_ids: [BRAND_PEOPLE_MESSAGES.noCities],
    });
  });

  it('invites a region manager by mail, who then reads the stores of their region alone', async () => {
    const people = (await get(admin, 'people')).json() as BrandPeople;
    const west = people.regions.find((r) => r.name === 'West')?.id as number;
    const email = newEmail();
    const path = await invite(admin, { email, seat: 'region', region_id: west });
    const [mail] = mailTo(h, email);
    expect(mail?.subject).toContain('Chai Point invites you');
    // the link's page names the brand and the seat, and creates nothing when opened
    const page = await h.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(BRAND_PEOPLE_MESSAGES.inviteFinish('Chai Point', 'Region manager'));
    expect(
      ((await get(admin, 'people')).json() as BrandPeople).invites.map((i) => [i.email, i.reads]),
    ).toEqual([[email, 'West']]);
    // a form it cannot read keeps the link working
    expect((await accept(path, { password: 'short' })).statusCode).toBe(400);
    const done = await accept(path);
    expect(done.statusCode).toBe(303);
    const reader = cookieHeader(done);
    // used once: the link is spent
    expect((await accept(path)).statusCode).toBe(404);

    const overview = (await get(reader, 'overview')).json() as BrandOverview;
    expect(overview.stores.map((s) => s.store_name).sort()).toEqual([
      'Chai Point Andheri',
      'Chai Point Bandra',
    ]);
    expect(overview.regions.map((r) => r.region_name)).toEqual(['West']);
    expect(overview.choices.cities.map((c) => c.id)).toEqual([world.cities.mumbai]);
    const league = (await get(reader, 'stores')).json() as BrandLeague;
    expect(league.rows).toHaveLength(2);
    // a filter naming a store outside the region reads nothing of it
    const kothrud = (await get(reader, `reports?store=${world.stores.kothrud}`)).json() as BrandReports;
    expect(kothrud.total_count).toBe(0);
    const csv = (await get(reader, 'reports.csv')).body;
    expect(csv).not.toContain('Kothrud');
    expect(csv.trim().split('\n')).toHaveLength(3);
    // a reader, not an admin: neither the people page nor the review queue
    expect((await get(reader, 'people')).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/review/report', headers: { cookie: reader } })).statusCode).toBe(
      403,
    );
    const listed = (await get(admin, 'people')).json() as BrandPeople;
    expect(listed.people).toEqual([{ name: 'Meera Joshi', email, seat: 'region', reads: 'West' }]);
    expect(listed.invites).toEqual([]);
  });

  it('gives the head office the whole brand and a store manager one store; the region’s figure is the mean of its stores', async () => {
    const head = await readerFor({ email: newEmail(), seat: 'head_office', store_id: world.stores.kothrud });
    const all = (await get(head, 'overview')).json() as BrandOverview;
    expect(all.stores).toHaveLength(3);
    // Andheri 50, Bandra 100: West is their mean; Deccan is Kothrud's 0
    expect(all.regions.map((r) => [r.region_name, r.score, r.stores])).toEqual([
      ['West', 75, 2],
      ['Deccan', 0, 1],
    ]);
    const store = await readerFor({ email: newEmail(), seat: 'store', store_id: world.stores.kothrud });
    const one = (await get(store, 'overview')).json() as BrandOverview;
    expect(one.stores.map((s) => s.store_name)).toEqual(['Chai Point Kothrud']);
    expect(((await get(store, 'reports')).json() as BrandReports).total_count).toBe(1);
    const west = all.regions.find((r) => r.region_name === 'West')?.region_id as number;
    expect(((await get(store, `overview?region=${west}`)).json() as BrandOverview).stores).toEqual([]);
  });

  it('shows another brand nothing of it, and refuses a seat in another brand’s region or store', async () => {
    const theirs = (await get(otherAdmin, 'people')).json() as BrandPeople;
    expect(theirs).toMatchObject({ regions: [], people: [], invites: [] });
    const chai = (await get(admin, 'people')).json() as BrandPeople;
    const west = chai.regions.find((r) => r.name === 'West')?.id as number;
    const foreignRegion = await post(otherAdmin, 'invites', {
      email: newEmail(),
      seat: 'region',
      region_id: west,
    });
    expect(foreignRegion.statusCode).toBe(400);
    expect(foreignRegion.json()).toEqual({ region_id: [BRAND_PEOPLE_MESSAGES.noSuchRegion] });
    const foreignStore = await post(otherAdmin, 'invites', {
      email: newEmail(),
      seat: 'store',
      store_id: world.stores.kothrud,
    });
    expect(foreignStore.json()).toEqual({ store_id: [BRAND_PEOPLE_MESSAGES.noSuchStore] });
    expect((await post(admin, 'invites', { email: newEmail(), seat: 'region' })).json()).toEqual({
      region_id: [BRAND_PEOPLE_MESSAGES.pickRegion],
    });
    expect((await post(admin, 'invites', { email: 'not an address', seat: 'boss' })).statusCode).toBe(400);
    const qa = await createUser(h.db, { role: 'qa' });
    expect((await get(await sessionFor(h.app, qa.email, qa.password), 'people')).statusCode).toBe(403);
  });

  it('retires an invitation when a newer one goes to the address, and tells a registered address it has an account', async () => {
    const email = newEmail();
    const first = await invite(admin, { email, seat: 'head_office' });
    const second = await invite(admin, { email, seat: 'head_office' });
    expect((await h.app.inject({ url: first })).statusCode).toBe(404);
    const registered = await createUser(h.db);
    const taken = await invite(admin, { email: registered.email, seat: 'head_office' });
    expect((await accept(taken)).statusCode).toBe(409);
    expect((await accept(second)).statusCode).toBe(303);
    const rows = await h.db
      .selectFrom('users')
      .select('role')
      .where('email', 'in', [email, registered.email])
      .execute();
    expect(rows.map((row) => row.role).sort()).toEqual(['auditor', 'brand']);
  });

  it.runIf(dialect === 'postgres')(
    'gives a city ticked in two regions saved at once to one of them, and a name to one region',
    async () => {
      const firstName = `North ${Date.now()}`;
      const both = [world.cities.pune, world.cities.mumbai];
      const saves = await Promise.all([
        ...[1, 2, 3, 4, 5, 6].map((n) =>
          post(admin, 'regions', { name: `${firstName} ${n}`, city_ids: both }),
        ),
        post(admin, 'regions', { name: firstName, city_ids: [world.cities.mumbai] }),
        post(admin, 'regions', { name: firstName, city_ids: [world.cities.pune] }),
      ]);
      const statuses = saves.map((save) => save.statusCode);
      expect(statuses.slice(0, 6), saves.map((save) => save.body).join('\n')).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      expect(statuses.slice(6).sort()).toEqual([200, 400]);
      expect(saves.find((save) => save.statusCode === 400)?.json()).toEqual({
        name: [BRAND_PEOPLE_MESSAGES.regionNameTaken],
      });
      const holders = await h.db
        .selectFrom('brand_region_cities')
        .select(['city_id', 'region_id'])
        .where('client_id', '=', world.clientId)
        .where('city_id', 'in', [world.cities.pune, world.cities.mumbai])
        .execute();
      expect(holders).toHaveLength(2);
      const saved = saves.flatMap((save) =>
        save.statusCode === 200 ? (save.json() as BrandPeople).regions.map((region) => region.id) : [],
      );
      for (const holder of holders) expect(saved).toContain(holder.region_id);
    },
  );

  it.runIf(dialect === 'postgres')('creates one account when one link is used twice at once', async () => {
    const email = newEmail();
    const path = await invite(admin, { email, seat: 'head_office' });
    const answers = await Promise.all([accept(path), accept(path), accept(path)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 404, 404]);
    expect(await h.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});
