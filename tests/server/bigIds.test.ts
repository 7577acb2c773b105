import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_INTEGER_MAX, ID_MESSAGES, MESSAGES, type Role } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createOwnedIds } from './ownedIds';
import { type OwnedIds, ROUTE_TABLE, type RouteAccess } from './routeTable';
import { DIALECTS } from './testDb';

/**
 * Ids no row can have: one past PostgreSQL's `integer` (every id column's type) and the longest the
 * path schema once allowed. Before they were bounded (contract/ids.ts) they reached PostgreSQL,
 * which refused them with "out of range", and the caller got a 500.
 */
const BIG_IDS = [String(DB_INTEGER_MAX + 1), '999999999999999'];

type Method = 'GET' | 'POST' | 'DELETE';
type Sampled = Extract<RouteAccess, { kind: 'auditor' | 'staff' }>;

/**
 * The request `access` samples with each numeric path id of `pattern` (`:id`, `:qid`, ...) in turn
 * replaced by `big`: a param whose sample value is digits is a row id (an attachment's is a UUID).
 */
function withBigPathIds(pattern: string, url: string, big: string): string[] {
  const [path = '', query] = url.split('?');
  const patternParts = pattern.split('/');
  const parts = path.split('/');
  if (parts.length !== patternParts.length) throw new Error(`${url} is not a request of ${pattern}`);
  return patternParts.flatMap((part, at) => {
    if (!part.startsWith(':') || !/^\d+$/.test(parts[at] ?? '')) return [];
    const changed = parts.map((value, i) => (i === at ? big : value)).join('/');
    return [query === undefined ? changed : `${changed}?${query}`];
  });
}

/** Ids of the right kinds, to learn from each route's sample which of its params are row ids. */
const SHAPE_IDS: OwnedIds = {
  userId: 1,
  storeId: 2,
  questionId: 3,
  sectionId: 4,
  attachmentId: '00000000-0000-4000-8000-000000000005',
  cycleId: 6,
  paymentId: 7,
  managedAuditorId: 8,
  applicationId: 9,
};

const routesWithPathIds = Object.entries(ROUTE_TABLE).flatMap(([key, access]) => {
  const [method, pattern = ''] = key.split(' ') as [Method, string];
  if (access.kind !== 'auditor' && access.kind !== 'staff') return [];
  const carriesIds = withBigPathIds(pattern, access.sample(SHAPE_IDS).url, '1').length > 0;
  return carriesIds ? [{ key, method, pattern, access }] : [];
});

describe.each(DIALECTS)('ids beyond any row on %s', (dialect) => {
  let h: Harness;
  let ids: OwnedIds;
  let ownerCookie: string;
  const roleCookies = new Map<Role, string>();
  beforeAll(async () => {
    h = await startHarness(dialect);
    const owner = await createUser(h.db);
    ids = await createOwnedIds(h.db, owner.id);
    ownerCookie = await sessionFor(h.app, owner.email, owner.password);
    for (const role of ['manager', 'qa', 'pm', 'client'] as const) {
      const staff = await createUser(h.db, { role });
      roleCookies.set(role, await sessionFor(h.app, staff.email, staff.password));
    }
  });
  afterAll(() => h?.close());

  const send = (method: Method, url: string, cookie: string, body?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const cookieFor = (access: Sampled) =>
    access.kind === 'auditor' ? ownerCookie : (roleCookies.get(access.roles[0] as Role) as string);

  it('walks every route whose path carries a row id', () => {
    expect(routesWithPathIds.length).toBeGreaterThanOrEqual(60);
  });

  it.each(routesWithPathIds)('$key answers 404 for a path id no row can have', async (route) => {
    const { url, body } = route.access.sample(ids);
    const urls = BIG_IDS.flatMap((big) => withBigPathIds(route.pattern, url, big));
    for (const bigUrl of urls) {
      const response = await send(route.method, bigUrl, cookieFor(route.access), body);
      expect([response.statusCode, response.json()], bigUrl).toEqual([
        404,
        { non_field_errors: [MESSAGES.notFound] },
      ]);
    }
  });

  /** A body id no row can have is the caller's mistake in that field: 400 naming it. */
  const bodyCases: Array<{
    name: string;
    role: Role;
    url: (w: OwnedIds) => string;
    body: (w: OwnedIds, big: number) => unknown;
    field: string;
  }> = [
    {
      name: "a report answer's audit_store",
      role: 'auditor',
      url: (w) => `/api/auditor/question/${w.questionId}/answer`,
      body: (_w, big) => ({ audit_store: big, answer_text: ['Yes'], status: true }),
      field: 'audit_store',
    },
    {
      name: "an answer comment's question_id",
      role: 'auditor',
      url: (w) => `/api/auditor/question/${w.questionId}/answer_comment`,
      body: (w, big) => ({ audit_store_id: w.storeId, question_id: big, answer_comment: 'Seen.' }),
      field: 'question_id',
    },
    {
      name: 'a timer of a report',
      role: 'auditor',
      url: () => '/api/auditor/audit_store/report_submission_time',
      body: (_w, big) => [{ audit_store_id: big, report_submission_time: '0:10:00' }],
      field: '0.audit_store_id',
    },
    {
      name: "an application's audit_id",
      role: 'auditor',
      url: (w) => `/api/auditor/audit/${w.cycleId}/application/apply`,
      body: (_w, big) => ({ audit_id: big, audit_date: '2030-01-01' }),
      field: 'audit_id',
    },
    {
      name: "a proof's tag",
      role: 'auditor',
      url: (w) => `/api/auditor/audit_store/${w.storeId}/proof_note`,
      body: (_w, big) => ({ proof_tag_id: big, reason: null }),
      field: 'proof_tag_id',
    },
    {
      name: "a payment run's payments",
      role: 'manager',
      url: () => '/api/manager/payment_run',
      body: (w, big) => ({ payment_ids: [w.paymentId, big] }),
      field: 'payment_ids.1',
    },
    {
      name: "a send-back's section",
      role: 'qa',
      url: (w) => `/api/review/report/${w.storeId}/send_back`,
      body: (_w, big) => ({ sections: [{ id: big, message: 'Add the photo.' }] }),
      field: 'sections.0.id',
    },
  ];
  it.each(bodyCases)('refuses $name beyond any row with a field error (400)', async (c) => {
    const cookie = c.role === 'auditor' ? ownerCookie : (roleCookies.get(c.role) as string);
    for (const big of BIG_IDS.map(Number)) {
      const response = await send('POST', c.url(ids), cookie, c.body(ids, big));
      expect(response.statusCode, String(big)).toBe(400);
      expect(response.json()[c.field], String(big)).toEqual([ID_MESSAGES.notAnId]);
    }
  });

  it('answers an entry of a batch with an id beyond any row as that entry alone (400)', async () => {
    const response = await send('POST', '/api/auditor/report_batch', ownerCookie, {
      calls: [
        {
          path: `auditor/section/${ids.sectionId}/comment`,
          body: { audit_store: DB_INTEGER_MAX + 1, auditor_comment: 'Seen.' },
        },
        {
          path: `auditor/section/${BIG_IDS[1]}/comment`,
          body: { audit_store: ids.storeId, auditor_comment: 'x' },
        },
        {
          path: `auditor/section/${ids.sectionId}/comment`,
          body: { audit_store: ids.storeId, auditor_comment: 'ok' },
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { status: number }) => r.status)).toEqual([400, 404, 200]);
  });

  it('refuses a query id beyond any row with a field error (400)', async () => {
    const byCity = await send('GET', `/api/auditor/audit_by_city?city_id=${BIG_IDS[0]}&kms=100`, ownerCookie);
    expect([byCity.statusCode, Object.keys(byCity.json())]).toEqual([400, ['city_id']]);
    const filter = await send(
      'GET',
      `/api/manager/auditor?state=${BIG_IDS[1]}`,
      roleCookies.get('manager') as string,
    );
    expect([filter.statusCode, Object.keys(filter.json())]).toEqual([400, ['state']]);
  });
});
