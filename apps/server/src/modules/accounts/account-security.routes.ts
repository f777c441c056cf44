// The shopper's sign-in security: change password and the signed-in devices list (issue 11). Identity comes
// from the token only; a session id that is not hers answers exactly like a missing one.
import {
  ChangePasswordSchema,
  DEVICE_SIGNED_OUT_MESSAGE,
  OTHERS_SIGNED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SessionIdParamsSchema,
  SignedInDevicesSchema,
} from '@zariya/shared/account-security';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../../plugins/user-auth.ts';
import { changePassword, listDevices, signOutDevice, signOutOtherDevices } from './accounts.service.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';

export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/password',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { tags: ['accounts'], body: ChangePasswordSchema, response: { 200: MessageBodySchema } },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => changePassword(app.db, currentSession(request), request.body));
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.get(
    '/account/sessions',
    {
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], response: { 200: SignedInDevicesSchema } },
    },
    async (request) => ({ devices: await listDevices(app.db, currentSession(request)) }),
  );

  app.post(
    '/account/sessions/:id/signout',
    {
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], params: SessionIdParamsSchema, response: { 200: MessageBodySchema } },
    },
    async (request) => {
      await signOutDevice(app.db, currentSession(request).user.id, request.params.id);
      return { message: DEVICE_SIGNED_OUT_MESSAGE };
    },
  );

  app.post(
    '/account/sessions/signout-others',
    {
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], response: { 200: MessageBodySchema } },
    },
    async (request) => {
      await signOutOtherDevices(app.db, currentSession(request));
      return { message: OTHERS_SIGNED_OUT_MESSAGE };
    },
  );
};
