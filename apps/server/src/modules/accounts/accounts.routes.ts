// Sign-up, login by mobile number and password, and logout (product rules §7 /Signup, /login, /logout).
import { deviceLabel } from '@zariya/shared/account-security';
import { AuthAnswerSchema, LoginSchema } from '@zariya/shared/accounts';
import { PhoneCodeSentSchema, SignupWithCodeSchema } from '@zariya/shared/phone-codes';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { requestSignupCode, signupWithCode } from '../../flows/account-address.flow.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { login, logout } from './accounts.service.ts';
import { withAccountLanguage } from './language.routes.ts';
import { warmUpPasswordCheck } from './passwords.ts';
import { phoneDeps } from './phone.routes.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await warmUpPasswordCheck();
  const phone = await phoneDeps(app);

  app.post(
    '/Signup',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        body: SignupWithCodeSchema,
        response: { 201: AuthAnswerSchema, 202: PhoneCodeSentSchema },
      },
    },
    // Without a code: 202 "we sent a code" whoever holds the number or e-mail; with the right code: 201 and the
    // session (decision 0046).
    async (request, reply) => {
      const { otp } = request.body;
      if (otp === undefined) {
        const sent = await withRetryAfter(reply, () => requestSignupCode(phone, request.body, request.ip));
        return reply.status(202).send(sent);
      }
      const answer = await withRetryAfter(reply, () =>
        signupWithCode(phone, { ...request.body, otp }, deviceLabel(request.headers['user-agent'])),
      );
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

  // product rules §7 sends logout with an empty body, possibly under a JSON content type: the body is not read at all.
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
