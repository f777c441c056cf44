import { NewsletterSubscribeSchema } from '@zariya/shared/newsletter';
import { MessageBodySchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribe } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletterSubscribe',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags: ['newsletter'],
        body: NewsletterSubscribeSchema,
        response: { 200: MessageBodySchema, 201: MessageBodySchema },
      },
    },
    async (request, reply) => {
      const { isNew, message } = await subscribe(app.db, request.body.whatsappNumber);
      return reply.status(isNew ? 201 : 200).send({ message });
    },
  );
};
