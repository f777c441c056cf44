// The guard every admin call uses: a live staff session token in `Authorization: Bearer`, and the permission the
// route declares (issue 26, decision 0049). A route declares it in its config (`permission`: an area, whose level
// follows the method, an exact permission, or 'signed-in'), through adminRouteGroup's second argument or
// adminPermission(app, ...) for a whole plugin (lib/route-group.ts). An admin route that declares nothing is open
// to the owner alone, and the route-table test (admin-permissions.test.ts) fails on it.
// The same plugin keeps the audit log: every admin write that succeeds is recorded with who, from where, what, and
// the before and after of each changed field (modules/admin/audit.ts).
import {
  allows,
  forbiddenMessage,
  type Permission,
  type RoutePermission,
  requiredPermission,
} from '@zariya/shared/staff';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { bearerToken } from '../lib/tokens.ts';
import { type AdminPasswordSource, adminSession } from '../modules/admin/admin.service.ts';
import {
  type AuditTarget,
  auditAction,
  auditChanges,
  auditTarget,
  recordAudit,
  sentFields,
} from '../modules/admin/audit.ts';
import type { StaffContext } from '../modules/admin/staff.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Whether a bearer token is a live admin session of the current password. */
    isAdminToken: (token: string) => Promise<boolean>;
    /** Every route with the permission it declares (the route-table test lists them). */
    routePermissions: () => Array<{ method: string; url: string; permission: RoutePermission | undefined }>;
  }
  interface FastifyRequest {
    /** The person of the admin session, once requireAdmin let the call through. */
    staff?: StaffContext;
    /** What an admin write is about and its row before the handler ran (the audit hook). */
    auditBefore?: { target: AuditTarget & { known: boolean }; before: Record<string, unknown> | undefined };
    /** Set by a handler that recorded its own audit entry (staff changes): the hook then writes none. */
    auditDone?: boolean;
  }
  interface FastifyContextConfig {
    /** What the admin route needs (issue 26): see plugins/admin-auth.ts. */
    permission?: RoutePermission;
  }
}

/** An admin route that declares nothing is the owner's alone. */
const UNDECLARED: Permission = 'staff:edit';

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export const adminAuthPlugin = fp(
  async (app: FastifyInstance, opts: { passwordSource: AdminPasswordSource }) => {
    const sessionOf = (token: string) => adminSession(app.db, opts.passwordSource, token);
    // The route options as registered: a plugin's own onRoute hook (adminPermission) runs after this one and
    // sets `config.permission` on the same object, so the table is read once every route is in.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    app.decorate('routePermissions', () =>
      routes.flatMap((r) =>
        [r.method].flat().map((method) => ({
          method,
          url: r.url,
          permission: r.config?.permission,
        })),
      ),
    );
    app.decorate('isAdminToken', async (token: string) => (await sessionOf(token)) !== undefined);
    app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      const staff = token ? await sessionOf(token) : undefined;
      if (!staff) throw unauthorized('Admin access needs the admin password.', 'ADMIN_REQUIRED');
      request.staff = staff;
      const declared = request.routeOptions.config.permission;
      const needed = declared ? requiredPermission(declared, request.method) : UNDECLARED;
      if (needed && !allows(staff.permissions, needed))
        throw forbidden(forbiddenMessage(needed), 'FORBIDDEN');
    });

    // Audit: the row before the handler (admin writes only; the body has been read and checked by now)...
    app.addHook('preHandler', async (request) => {
      if (!request.staff || !isWrite(request.method)) return;
      const route = request.routeOptions.url ?? request.url;
      const target = auditTarget(request.method, route, {
        params: (request.params ?? {}) as Record<string, string>,
        body: (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
          string,
          unknown
        >,
      });
      request.auditBefore = { target, before: target.known ? await target.load(app.db) : undefined };
    });

    // ...and once the handler succeeded, before the answer leaves, the row again and what changed: whoever gets
    // the answer can read the entry.
    app.addHook('onSend', async (request, reply, payload) => {
      const staff = request.staff;
      const noted = request.auditBefore;
      if (!staff || !noted || request.auditDone || reply.statusCode >= 400) return payload;
      request.auditBefore = undefined;
      const route = request.routeOptions.url ?? request.url;
      try {
        const after = noted.target.known ? await noted.target.load(app.db) : undefined;
        await recordAudit(app.db, {
          staffId: staff.staffId,
          staffName: staff.name,
          ip: request.ip,
          action: auditAction(request.method, route),
          method: request.method,
          route,
          status: reply.statusCode,
          entity: noted.target.entity,
          entityId: noted.target.entityId,
          changes: noted.target.known ? auditChanges(noted.before, after) : sentFields(request.body),
        });
      } catch (err) {
        request.log.error({ err }, 'audit entry could not be written');
      }
      return payload;
    });
  },
);
