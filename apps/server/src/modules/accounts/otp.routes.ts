// Login by a code sent by e-mail (product rules §7 /requestOtp, /verifyOtp).
import { deviceLabel } from '@zariya/shared/account-security';
import { AuthAnswerSchema, RequestOtpSchema, VerifyOtpSchema } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { withAccountLanguage } from './language.routes.ts';
import { loadOtpPepper } from '../../lib/secrets.ts';
import { type OtpDeps, requestOtp, verifyOtp } from './otp.service.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: OtpDeps = {
    db: app.db,
    mailer: app.mailer,
    pepper: await loadOtpPepper(app.db),
    signupUrl: `${app.config.publicUrl}/loginpage?signup=1`,
    log: app.log,
    perAddress: app.config.codesPerAddressHour,
  };

  app.post(
    '/requestOtp',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { tags: ['accounts'], body: RequestOtpSchema, response: { 200: MessageBodySchema } },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => requestOtp(deps, request.body.email, request.ip));
      return { message: MESSAGES.otpSent };
    },
  );

  app.post(
    '/verifyOtp',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      // Checked by hand so that a malformed code answers MESSAGES.otpInvalid word for word.
      attachValidation: true,
      schema: { tags: ['accounts'], body: VerifyOtpSchema, response: { 200: AuthAnswerSchema } },
    },
    async (request, reply) => {
      if (request.validationError) {
        const message = request.validationError.validation?.[0]?.message ?? '';
        throw badRequest(message.startsWith('Please') ? message : MESSAGES.otpInvalid, 'VALIDATION_ERROR');
      }
      const answer = await verifyOtp(deps, request.body.email, request.body.otp, {
        ip: request.ip,
        device: deviceLabel(request.headers['user-agent']),
      });
      return withAccountLanguage(app.db, request, reply, answer);
    },
  );
};
