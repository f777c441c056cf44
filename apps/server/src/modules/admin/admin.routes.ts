import { AdminLoginSchema, AdminTokenSchema } from '@zariya/shared/accounts';
import { MessageBodySchema } from '@zariya/shared/product';
import { AdminMeSchema } from '@zariya/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { deviceCookieValue, deviceSetCookie } from './admin-device.ts';
import { type AdminPasswordSource, adminLogin, adminLogout } from './admin.service.ts';
import { deviceLabel } from './staff.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ passwordSource: AdminPasswordSource }> = async (
  app,
  opts,
) => {
  // /admin-password: the owner's way in (ADMIN_PASSWORD), answering { token } as always; with her code once she
  // has set one up (401 CODE_REQUIRED tells the page to ask for it).
  app.post(
    '/admin/login',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: AdminLoginSchema,
        response: { 200: AdminTokenSchema },
      },
    },
    async (request, reply) => {
      const { token, device } = await withRetryAfter(reply, () =>
        adminLogin(app.db, opts.passwordSource, request.body.password, {
          device: deviceCookieValue(request.headers.cookie),
          code: request.body.code,
          place: { device: deviceLabel(request.headers['user-agent']), ip: request.ip },
          onLockout: (failures, from) =>
            request.log.warn(
              { failures },
              `owner login locked for an hour: too many wrong admin passwords from ${from}`,
            ),
        }),
      );
      reply.header('set-cookie', deviceSetCookie(device, app.config.publicUrl.startsWith('https:')));
      return { token };
    },
  );

  const signedIn = { config: { permission: 'signed-in' as const }, onRequest: app.requireAdmin };

  app.get(
    '/admin/session',
    { ...signedIn, schema: { tags: ['admin'], response: { 200: MessageBodySchema } } },
    async () => ({ message: 'Admin session is active.' }),
  );

  app.get(
    '/admin/me',
    { ...signedIn, schema: { tags: ['admin'], response: { 200: AdminMeSchema } } },
    async (request) => {
      const me = request.staff!;
      return {
        id: me.staffId,
        name: me.name,
        email: me.email,
        isOwner: me.isOwner,
        roleName: me.roleName,
        permissions: me.permissions,
        totpEnabled: me.totpEnabled,
      };
    },
  );

  app.post(
    '/admin/logout',
    { ...signedIn, schema: { tags: ['admin'], response: { 200: MessageBodySchema } } },
    async (request) => {
      request.auditDone = true;
      await adminLogout(app.db, bearerToken(request.headers.authorization)!);
      return { message: 'Logged out of admin.' };
    },
  );
};
