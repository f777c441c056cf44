// Codes on the phone (issue 28): sign in with a code to her verified mobile, and prove her number (or a new one)
// from the account page. Sign-up's code is part of POST /Signup (accounts.routes.ts).
import { deviceLabel } from '@zariya/shared/account-security';
import { AuthAnswerSchema } from '@zariya/shared/accounts';
import {
  AccountPhoneCodeSchema,
  AccountPhoneSchema,
  AccountPhoneVerifySchema,
  type PhoneChannel,
  PhoneCodeSentSchema,
  RequestPhoneCodeSchema,
  VerifyPhoneCodeSchema,
} from '@zariya/shared/phone-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { withAccountLanguage } from './language.routes.ts';
import { loadOtpPepper } from '../../lib/secrets.ts';
import {
  accountPhone,
  type CodeRequest,
  confirmAccountPhone,
  type PhoneDeps,
  requestAccountPhoneCode,
  requestSigninCode,
  signInWithCode,
} from './phone.service.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';

const tags = ['accounts'];

/** The code a request body asks for, from the address the request came from. */
const codeRequest = (request: {
  ip: string;
  body: { mobileNumber: string; channel?: PhoneChannel };
}): CodeRequest => ({ mobile: request.body.mobileNumber, ip: request.ip, channel: request.body.channel });

/** The phone code machinery as the routes of this module use it (sign-up too). */
export async function phoneDeps(app: Parameters<FastifyPluginAsyncZod>[0]): Promise<PhoneDeps> {
  return {
    db: app.db,
    codes: app.phoneCodes,
    pepper: await loadOtpPepper(app.db),
    dailyCap: app.config.phoneCodesPerDay,
    perAddress: app.config.codesPerAddressHour,
    log: app.log,
  };
}

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = await phoneDeps(app);

  app.post(
    '/phone/requestCode',
    {
      // Per address before the database budgets (code-budgets.ts), which are the real limit.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { tags, body: RequestPhoneCodeSchema, response: { 200: PhoneCodeSentSchema } },
    },
    async (request, reply) => withRetryAfter(reply, () => requestSigninCode(deps, codeRequest(request))),
  );

  app.post(
    '/phone/verifyCode',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags, body: VerifyPhoneCodeSchema, response: { 200: AuthAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await withRetryAfter(reply, () =>
        signInWithCode(deps, request.body.mobileNumber, request.body.otp, {
          ip: request.ip,
          device: deviceLabel(request.headers['user-agent']),
        }),
      );
      return withAccountLanguage(app.db, request, reply, answer);
    },
  );

  /** The routes of her own number: signed in, and at most `max` calls from one address in ten minutes. */
  const ownNumber = (max: number) => ({
    onRequest: app.requireUser,
    config: { rateLimit: { max, timeWindow: '10 minutes' } },
  });

  app.get(
    '/account/phone',
    { onRequest: app.requireUser, schema: { tags, response: { 200: AccountPhoneSchema } } },
    async (request) => accountPhone(app.db, currentUser(request).id),
  );

  app.post(
    '/account/phone/code',
    {
      ...ownNumber(10),
      schema: { tags, body: AccountPhoneCodeSchema, response: { 200: PhoneCodeSentSchema } },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        requestAccountPhoneCode(deps, currentUser(request).id, codeRequest(request)),
      ),
  );

  app.post(
    '/account/phone/verify',
    {
      ...ownNumber(30),
      schema: { tags, body: AccountPhoneVerifySchema, response: { 200: AccountPhoneSchema } },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        confirmAccountPhone(deps, currentUser(request).id, request.body.mobileNumber, request.body.otp),
      ),
  );
};
