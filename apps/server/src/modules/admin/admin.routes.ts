import { AdminLoginSchema, AdminTokenSchema } from '@zariya/shared/accounts';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { deviceCookieValue, deviceSetCookie } from './admin-device.ts';
import { type AdminPasswordSource, adminLogin, adminLogout } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ passwordSource: AdminPasswordSource }> = async (
  app,
  opts,
) => {
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

  app.get(
    '/admin/session',
    { schema: { tags: ['admin'], response: { 200: MessageBodySchema } }, preHandler: app.requireAdmin },
    async () => ({ message: 'Admin session is active.' }),
  );

  app.post(
    '/admin/logout',
    { schema: { tags: ['admin'], response: { 200: MessageBodySchema } }, preHandler: app.requireAdmin },
    async (request) => {
      await adminLogout(app.db, bearerToken(request.headers.authorization)!);
      return { message: 'Logged out of admin.' };
    },
  );
};
