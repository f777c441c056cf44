// The owner's team (issue 26, decision 0049): the invitation page and the two-step sign-in (public, rate-limited),
// one's own sessions and code (anyone signed in), and the staff, roles and audit log (the `staff` permission).
import { MessageBodySchema } from '@zariya/shared/product';
import {
  AcceptedSchema,
  AcceptInvitationSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ChangeRoleSchema,
  InvitationInfoSchema,
  InvitationTokenSchema,
  InviteStaffSchema,
  RecoveryCodesSchema,
  RequireTotpSchema,
  RoleInputSchema,
  RolesSchema,
  SecondStepSchema,
  SignInTicketSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffSessionsSchema,
  StaffSignInSchema,
  TotpConfirmSchema,
  TotpSetupSchema,
} from '@zariya/shared/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-download.ts';
import { adminRouteGroup, perMinute } from '../../lib/route-group.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { auditCsv, listAudit, recordAudit } from './audit.ts';
import {
  acceptInvitation,
  changeStaffRole,
  confirmTotpSetup,
  createRole,
  deleteRole,
  deviceLabel,
  invitationInfo,
  inviteStaff,
  removeStaff,
  revokeSession,
  rolesList,
  sessionsFor,
  setRequireTotp,
  staffCodeStep,
  staffList,
  staffPasswordStep,
  startTotpSetup,
  updateRole,
} from './staff.service.ts';

const tags = ['admin'];
const placeOf = (request: FastifyRequest) => ({
  device: deviceLabel(request.headers['user-agent']),
  ip: request.ip,
});

/** Who and where, for an audit entry the handler writes itself (the hook then writes none). */
function auditBase(request: FastifyRequest) {
  request.auditDone = true;
  return {
    staffId: request.staff!.staffId,
    staffName: request.staff!.name,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
  };
}

/** The invitation page and the staff sign-in: no admin session yet. */
export const staffPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/invitation',
    {
      config: perMinute(10),
      schema: { tags, body: InvitationTokenSchema, response: { 200: InvitationInfoSchema } },
    },
    async (request) => invitationInfo(app.db, request.body.token),
  );

  app.post(
    '/admin/invitation/accept',
    {
      config: perMinute(5),
      schema: { tags, body: AcceptInvitationSchema, response: { 200: AcceptedSchema } },
    },
    async (request) => {
      const accepted = await acceptInvitation(app.db, request.body, placeOf(request));
      await recordAudit(app.db, {
        staffId: accepted.staffId,
        staffName: accepted.name,
        ip: request.ip,
        action: 'accept',
        method: 'POST',
        route: '/api/admin/invitation/accept',
        status: 200,
        entity: 'staff',
        entityId: String(accepted.staffId),
        changes: [],
      });
      return { token: accepted.token, recoveryCodes: accepted.recoveryCodes };
    },
  );

  app.post(
    '/admin/staff-login',
    {
      config: perMinute(10),
      schema: { tags, body: StaffSignInSchema, response: { 200: SignInTicketSchema } },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => staffPasswordStep(app.db, request.body.email, request.body.password)),
  );

  app.post(
    '/admin/staff-login/code',
    {
      config: perMinute(10),
      schema: { tags, body: SecondStepSchema, response: { 200: z.object({ token: z.string() }) } },
    },
    async (request, reply) => {
      const { token } = await withRetryAfter(reply, () =>
        staffCodeStep(app.db, request.body.ticket, request.body.code, placeOf(request)),
      );
      return { token };
    },
  );
};

/** One's own sessions and authenticator code: anyone on the staff. */
export const staffSelfRoutes = adminRouteGroup((routes, app) => {
  routes.get('/admin/me/sessions', { schema: { response: { 200: StaffSessionsSchema } } }, async (request) =>
    sessionsFor(app.db, request.staff!.staffId, request.staff!.sessionId),
  );

  routes.delete(
    '/admin/sessions/:id',
    { schema: { params: StaffIdParamsSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await revokeSession(app.db, request.staff!, request.params.id);
      return { message: 'Session ended.' };
    },
  );

  routes.post('/admin/me/totp/start', { schema: { response: { 200: TotpSetupSchema } } }, async (request) => {
    request.auditDone = true;
    return startTotpSetup(request.staff!);
  });

  routes.post(
    '/admin/me/totp',
    { schema: { body: TotpConfirmSchema, response: { 200: RecoveryCodesSchema } } },
    async (request) => {
      const base = auditBase(request);
      const answer = await confirmTotpSetup(app.db, request.staff!, request.body);
      await recordAudit(app.db, {
        ...base,
        action: 'code',
        status: 200,
        entity: 'staff',
        entityId: String(request.staff!.staffId),
        changes: [{ field: 'totpEnabled', before: request.staff!.totpEnabled, after: true }],
      });
      return answer;
    },
  );
}, 'signed-in');

/** The owner's staff and roles pages and the audit log. */
export const staffAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get('/admin/staff', { schema: { response: { 200: StaffListSchema } } }, async () =>
    staffList(app.db),
  );

  routes.post(
    '/admin/staff/invite',
    { perMinute: 20, schema: { body: InviteStaffSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      const base = auditBase(request);
      const { id } = await inviteStaff(
        app.db,
        app.mailer,
        app.config.publicUrl,
        request.staff!,
        request.body,
      );
      await recordAudit(app.db, {
        ...base,
        action: 'invite',
        status: 200,
        entity: 'invitation',
        entityId: String(id),
        changes: [
          { field: 'email', before: null, after: request.body.email },
          { field: 'name', before: null, after: request.body.name },
          { field: 'roleId', before: null, after: request.body.roleId },
        ],
      });
      return { message: `Invitation sent to ${request.body.email}.` };
    },
  );

  routes.put(
    '/admin/staff/:id/role',
    { schema: { params: StaffIdParamsSchema, body: ChangeRoleSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await changeStaffRole(
        app.db,
        request.staff!,
        auditBase(request),
        request.params.id,
        request.body.roleId,
      );
      return { message: 'Role changed.' };
    },
  );

  routes.delete(
    '/admin/staff/:id',
    { schema: { params: StaffIdParamsSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await removeStaff(app.db, request.staff!, auditBase(request), request.params.id);
      return { message: 'Removed from the staff.' };
    },
  );

  routes.get(
    '/admin/staff/:id/sessions',
    { schema: { params: StaffIdParamsSchema, response: { 200: StaffSessionsSchema } } },
    async (request) => sessionsFor(app.db, request.params.id, request.staff!.sessionId),
  );

  routes.put(
    '/admin/staff/require-totp',
    { schema: { body: RequireTotpSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await setRequireTotp(app.db, request.staff!, auditBase(request), request.body.required);
      return {
        message: request.body.required
          ? 'Everyone now signs in with a code.'
          : 'A code is no longer required for everyone.',
      };
    },
  );

  routes.get('/admin/roles', { schema: { response: { 200: RolesSchema } } }, async () => rolesList(app.db));

  routes.post(
    '/admin/roles',
    { schema: { body: RoleInputSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await createRole(app.db, auditBase(request), request.body);
      return { message: 'Role created.' };
    },
  );

  routes.put(
    '/admin/roles/:id',
    { schema: { params: StaffIdParamsSchema, body: RoleInputSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await updateRole(app.db, auditBase(request), request.params.id, request.body);
      return { message: 'Role saved.' };
    },
  );

  routes.delete(
    '/admin/roles/:id',
    { schema: { params: StaffIdParamsSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await deleteRole(app.db, auditBase(request), request.params.id);
      return { message: 'Role deleted.' };
    },
  );

  routes.get(
    '/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => listAudit(app.db, request.query),
  );

  routes.get('/admin/audit.csv', { schema: { querystring: AuditQuerySchema } }, async (request, reply) => {
    return sendCsv(reply, 'zariya-audit-log.csv', await auditCsv(app.db, request.query));
  });
}, 'staff');
