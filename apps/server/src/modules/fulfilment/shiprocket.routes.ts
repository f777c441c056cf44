// Shiprocket's tracking webhook (Settings > API > Webhooks in its panel): a POST per scan with the security
// token the owner set there in `x-api-key`. Off (404) unless SHIPROCKET_WEBHOOK_TOKEN is set; Shiprocket wants
// 200 for every delivery it makes, so an AWB the shop does not know is answered 200 and ignored. A failed attempt
// (UNDELIVERED) asks the shopper; a parcel back at the shop (RTO DELIVERED) is the RTO step (failed-delivery.flow.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { courierUpdate } from '../../flows/failed-delivery.flow.ts';

const WebhookBodySchema = z
  .object({
    awb: z.union([z.string().max(60), z.number()]).optional(),
    current_status: z.string().max(120).optional(),
    current_status_id: z.union([z.number(), z.string().max(10)]).optional(),
    current_timestamp: z.string().max(40).optional(),
    scans: z
      .array(
        z
          .object({
            date: z.string().max(40).optional(),
            status: z.string().max(120).optional(),
            activity: z.string().max(500).optional(),
            location: z.string().max(200).optional(),
            'sr-status-label': z.string().max(120).optional(),
          })
          .passthrough(),
      )
      .max(500)
      .optional(),
  })
  .passthrough();

export const shiprocketRoutes: FastifyPluginAsyncZod = async (app) => {
  // The route keeps a path without "shiprocket"/"sr" in it: Shiprocket refuses webhook URLs that contain them.
  app.post(
    '/courier/tracking-webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['shipping'],
        body: WebhookBodySchema,
        response: { 200: z.object({ status: z.enum(['stored', 'ignored']) }) },
      },
    },
    async (request) => {
      const token = app.shipping.webhookToken;
      if (!token) throw notFound('Tracking webhooks are not configured.', 'WEBHOOKS_OFF');
      const given = request.headers['x-api-key'];
      if (typeof given !== 'string' || !safeEqual(given, token))
        throw unauthorized('The webhook token is wrong.', 'WEBHOOK_TOKEN_INVALID');
      return courierUpdate({ db: app.db, shipping: app.shipping, log: request.log }, request.body);
    },
  );
};
