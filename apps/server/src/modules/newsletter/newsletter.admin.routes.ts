import { SubscriberSchema, UpdateSubscriberStatusSchema } from '@zariya/shared/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSubscribers, updateSubscriberStatus } from './newsletter.service.ts';

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/getSubscribers',
    {
      schema: {
        tags: ['admin'],
        response: { 200: z.array(SubscriberSchema.extend({ createdAt: z.string() })) },
      },
    },
    async () => listSubscribers(app.db),
  );

  app.post(
    '/updateSubscriberStatus',
    {
      schema: {
        tags: ['admin'],
        body: UpdateSubscriberStatusSchema,
        response: { 200: z.object({ message: z.string(), subscriber: SubscriberSchema }) },
      },
    },
    async (request) => {
      const subscriber = await updateSubscriberStatus(
        app.db,
        request.body.whatsappNumber,
        request.body.addedToGroup,
      );
      return { message: 'Subscriber updated.', subscriber };
    },
  );
};
