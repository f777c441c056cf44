// Issue 26: every admin route declares the permission it needs, and every preset role is let through exactly
// where its permissions allow (a readable 403 elsewhere). The admin routes are found in the app's own route table
// (app.printRoutes with hooks: the routes whose hooks run requireAdmin), so a new admin route that declares
// nothing fails here.
import {
  allows,
  PRESET_ROLES,
  type PresetRole,
  requiredPermission,
  type RoutePermission,
} from '@zariya/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { presetStaffToken } from '../../test/staff.ts';

type AdminRoute = { method: string; url: string; permission: RoutePermission | undefined };

/** The routes of app.printRoutes({ includeHooks }) whose hooks include requireAdmin, by method and full path. */
export function adminRoutesOf(printed: string): Array<{ method: string; url: string }> {
  const stack: string[] = [''];
  const found: Array<{ method: string; url: string }> = [];
  let current: { url: string; methods: string[] } | undefined;
  let admin = false;
  const flush = () => {
    if (current && admin) for (const method of current.methods) found.push({ method, url: current.url });
  };
  for (const line of printed.split('\n')) {
    const route = /^([│ ]*)(?:[├└]── )?(\/\S*) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      flush();
      const column = line.indexOf(route[2]);
      const depth = Math.max(1, Math.round(column / 4));
      const url = stack[depth - 1] + route[2];
      stack[depth] = url;
      stack.length = depth + 1;
      current = { url, methods: route[3].split(', ') };
      admin = false;
      continue;
    }
    if (/• \(\w+\) \[.*"requireAdmin\(\)"/.test(line)) admin = true;
  }
  flush();
  return found.filter((r) => r.method !== 'HEAD');
}

/** A URL to call: each parameter filled with a value that names no row (nothing is changed by the calls). */
const sampleUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'category' ? 'Saree' : '999999'));

/** Calls that would end the caller's own session. */
const SKIPPED = new Set(['POST /api/admin/logout']);

describe.each(databaseKinds())('admin route permissions on %s', (kind) => {
  let t: TestApp;
  let table: AdminRoute[];
  const tokens = {} as Record<PresetRole, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const declared = new Map(t.app.routePermissions().map((r) => [`${r.method} ${r.url}`, r.permission]));
    table = adminRoutesOf(t.app.printRoutes({ includeHooks: true, commonPrefix: false })).map((r) => ({
      ...r,
      permission: declared.get(`${r.method} ${r.url}`),
    }));
    for (const preset of PRESET_ROLES) tokens[preset] = await presetStaffToken(t.db, preset);
  });
  afterAll(async () => t?.close());

  it('finds the admin routes in the route table, each with the permission it declares', () => {
    expect(table.length).toBeGreaterThan(40);
    // A few known routes, to be sure the table is read right.
    const has = (method: string, url: string) => table.find((r) => r.method === method && r.url === url);
    expect(has('GET', '/api/getAllOrders')?.permission).toBe('orders');
    expect(has('PUT', '/api/updateproducts/:id')?.permission).toBe('products');
    expect(has('GET', '/api/admin/audit')?.permission).toBe('staff');
    expect(has('GET', '/api/admin/me')?.permission).toBe('signed-in');
    expect(has('POST', '/api/admin/login')).toBeUndefined();
    const undeclared = table.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'admin routes without a declared permission').toEqual([]);
  });

  it('lets each preset role through exactly where its permissions allow, with a readable 403 elsewhere', async () => {
    const { PRESET_PERMISSIONS } = await import('@zariya/shared/staff');
    const wrong: string[] = [];
    for (const route of table) {
      if (SKIPPED.has(`${route.method} ${route.url}`)) continue;
      const needed = requiredPermission(route.permission ?? 'staff:edit', route.method);
      for (const preset of PRESET_ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          headers: { authorization: `Bearer ${tokens[preset]}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = needed === null || allows(PRESET_PERMISSIONS[preset], needed);
        const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN';
        if (allowed === refused || res.statusCode === 401)
          wrong.push(`${preset} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (refused)
          expect(res.json().error).toMatch(
            /^Your role does not allow you to (see|change) .+\. Ask the owner\.$/,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
