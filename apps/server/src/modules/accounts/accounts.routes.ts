// Sign-up, login by mobile number and password, and logout (SPEC §7 /Signup, /login, /logout).
import { deviceLabel } from '@zariya/shared/account-security';
import { AuthAnswerSchema, LoginSchema, SignupSchema } from '@zariya/shared/accounts';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { signup } from '../../flows/account-address.flow.ts';
import { login, logout } from './accounts.service.ts';
import { withAccountLanguage } from './language.routes.ts';
import { warmUpPasswordCheck } from './passwords.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await warmUpPasswordCheck();

  app.post(
    '/Signup',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { tags: ['accounts'], body: SignupSchema, response: { 201: AuthAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await signup(app.db, request.body, deviceLabel(request.headers['user-agent']));
      return reply.status(201).send(await withAccountLanguage(app.db, request, reply, answer));
    },
  );

  app.post(
    '/login',
    {
      // Per address, before the database counters (lib/throttle.ts) are even read.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      // A malformed login gets the same 401 as a wrong password, so validation is checked by hand.
      attachValidation: true,
      schema: { tags: ['accounts'], body: LoginSchema, response: { 200: AuthAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await withRetryAfter(reply, () =>
        login(app.db, request.validationError ? null : request.body, {
          ip: request.ip,
          device: deviceLabel(request.headers['user-agent']),
        }),
      );
      return withAccountLanguage(app.db, request, reply, answer);
    },
  );

  // SPEC §7 sends logout with an empty body, possibly under a JSON content type: the body is not read at all.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope.post(
      '/logout',
      { onRequest: app.requireUser, schema: { tags: ['accounts'], response: { 200: MessageBodySchema } } },
      async (request) => {
        await logout(app.db, bearerToken(request.headers.authorization)!);
        return { message: LOGGED_OUT_MESSAGE };
      },
    );
  });
};
