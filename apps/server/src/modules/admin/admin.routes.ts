import { AdminLoginSchema, AdminTokenSchema } from '@zariya/shared/accounts';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { withRetryAfter } from '../accounts/retry-after.ts';
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
    async (request, reply) =>
      withRetryAfter(reply, () =>
        adminLogin(app.db, opts.passwordSource, request.body.password, {
          onLockout: (failures) =>
            request.log.warn(
              { failures },
              'owner login locked for an hour: too many wrong admin passwords from all addresses',
            ),
        }),
      ),
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
