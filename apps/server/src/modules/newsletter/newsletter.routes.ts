import { NewsletterUnsubscribeSchema } from '@zariya/shared/marketing-consent';
import { NewsletterSubscribeSchema } from '@zariya/shared/newsletter';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeFromNewsletter, unsubscribeFromNewsletter } from '../../flows/marketing-consent.flow.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The box works signed in or not: a live shopper token says who she is (her own number then records her
   * WhatsApp consent, decision 0058); a missing, expired or revoked one is a visitor, never a 401.
   */
  const whoever = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await app.requireUser(request);
    } catch {
      request.user = null;
    }
  };

  app.post(
    '/newsletterSubscribe',
    {
      onRequest: whoever,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags: ['newsletter'],
        description:
          'Puts a WhatsApp number on the newsletter list. Signed in with her own number, it also records her WhatsApp marketing consent (how: newsletter sign-up).',
        body: NewsletterSubscribeSchema,
        response: { 200: MessageBodySchema, 201: MessageBodySchema },
      },
    },
    async (request, reply) => {
      const { isNew, message } = await subscribeFromNewsletter(
        app.db,
        request.body.whatsappNumber,
        request.user,
        request.body.language,
      );
      return reply.status(isNew ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/newsletterUnsubscribe',
    {
      onRequest: whoever,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags: ['newsletter'],
        description:
          'Takes a WhatsApp number off the newsletter list; the account holding that number gets a WhatsApp withdrawal of marketing consent.',
        body: NewsletterUnsubscribeSchema,
        response: { 200: MessageBodySchema },
      },
    },
    async (request) => {
      const { message } = await unsubscribeFromNewsletter(
        app.db,
        request.body.whatsappNumber,
        request.user,
        request.body.language,
      );
      return { message };
    },
  );
};
