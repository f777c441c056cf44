// The shopper's answer to a failed delivery (issue 28 item 6), from the signed link in her message: no login (the
// link is the proof), a readable 4xx for a forged or expired link, a day outside the window or another pincode.
import {
  FailedDeliveryAnsweredSchema,
  FailedDeliveryAnswerSchema,
  FailedDeliveryViewSchema,
} from '@zariya/shared/failed-delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFailedDelivery, failedDeliveryView } from '../../flows/failed-delivery.flow.ts';
import { FAILED_DELIVERY_SECRET } from '../../lib/failed-delivery-link.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';

const ParamsSchema = z.object({ token: z.string().max(200) });

export const failedDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await loadNamedSecret(app.db, FAILED_DELIVERY_SECRET);
  const deps = { db: app.db, shipping: app.shipping };
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.get(
    '/failed-deliveries/:token',
    {
      config: { rateLimit },
      schema: {
        tags: ['shipping'],
        params: ParamsSchema,
        response: { 200: FailedDeliveryViewSchema },
      },
    },
    async (request) => failedDeliveryView(deps, secret, request.params.token),
  );

  app.post(
    '/failed-deliveries/:token',
    {
      config: { rateLimit },
      schema: {
        tags: ['shipping'],
        params: ParamsSchema,
        body: FailedDeliveryAnswerSchema,
        response: { 200: FailedDeliveryAnsweredSchema },
      },
    },
    async (request) => answerFailedDelivery(deps, secret, request.params.token, request.body),
  );
};
