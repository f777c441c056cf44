// Public pincode calls: the directory lookup (address forms fill city and state) and the product page's
// delivery check. Both are cacheable by browsers and proxies, and rate-limited per client.
import {
  DeliveryCheckAnswerSchema,
  PincodeAnswerSchema,
  PincodeParamsSchema,
} from '@zariya/shared/pincode-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDelivery } from '../../flows/delivery-check.flow.ts';
import { lookupPincode } from './pincode.service.ts';

/** Generous for typing in forms, tight enough that nobody walks the whole directory through the shop. */
const rateLimit = { max: 60, timeWindow: '1 minute' };

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincode/:pin',
    {
      config: { rateLimit, rateLimitWhenRedisDown: 'local' },
      schema: { tags: ['pincode'], params: PincodeParamsSchema, response: { 200: PincodeAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await lookupPincode(request.params.pin);
      // The directory changes only with a new release of the shop.
      return reply.header('Cache-Control', 'public, max-age=86400').send(answer);
    },
  );

  app.get(
    '/delivery-check/:pin',
    {
      config: { rateLimit, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags: ['pincode'],
        params: PincodeParamsSchema,
        response: { 200: DeliveryCheckAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await checkDelivery(app.db, request.params.pin);
      // Short: the promise moves with the day and with the owner's settings.
      return reply.header('Cache-Control', 'public, max-age=300').send(answer);
    },
  );
};
