import { ROLES, type Role } from '../../src/contract';
import { createUser, type Harness, sessionFor } from './harness';
import { createOwnedIds } from './ownedIds';
import type { OwnedIds, RouteAccess } from './routeTable';

/** Who the fuzz tests call as: an auditor owning the sample ids, and one member of staff per role. */
export interface FuzzCallers {
  ids: OwnedIds;
  /** the owner's session */
  cookie: string;
  /** the session a route of the table is called with: the owner's, or its first staff role's */
  cookieFor(access: RouteAccess): string | undefined;
}

export async function signInFuzzCallers(h: Harness): Promise<FuzzCallers> {
  const owner = await createUser(h.db);
  const ids = await createOwnedIds(h.db, owner.id, 'staffName');
  const ownerCookie = await sessionFor(h.app, owner.email, owner.password);
  const staffCookies = new Map<Role, string>();
  for (const role of ROLES.filter((r) => r !== 'auditor')) {
    const staff = await createUser(h.db, { role });
    staffCookies.set(role, await sessionFor(h.app, staff.email, staff.password));
  }
  return {
    ids,
    cookie: ownerCookie,
    cookieFor: (access) =>
      access.kind === 'staff' ? staffCookies.get(access.roles[0] as Role) : ownerCookie,
  };
}

type Paths = Record<string, Record<string, { responses: Record<string, unknown> }>>;

/**
 * The statuses the server's own OpenAPI document lists for each operation: what a fuzzer may meet.
 * Read once per server; `route` is as the route table writes it (`/api/auditor/payment/:id`).
 */
export async function documentedStatuses(h: Harness): Promise<(method: string, route: string) => string[]> {
  const paths = (await h.app.inject({ url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
  const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
  return (method, route) => Object.keys(paths[openApiPath(route)]?.[method.toLowerCase()]?.responses ?? {});
}
