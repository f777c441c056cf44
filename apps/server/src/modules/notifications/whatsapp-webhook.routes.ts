// WhatsApp's incoming webhook (decision 0053), at the callback URL set in the Meta app's WhatsApp > Configuration:
// GET answers Meta's verification (hub.verify_token = WHATSAPP_VERIFY_TOKEN), POST takes the messages webhook signed
// with the app secret (X-Hub-Signature-256). Off (404) without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { FAILED_DELIVERY_SECRET } from '../../lib/failed-delivery-link.ts';
import { loadNamedSecret, loadOtpPepper } from '../../lib/secrets.ts';
import { whatsappWebhook } from '../../flows/whatsapp-inbound.flow.ts';
import { WHATSAPP_REPLY_JOB } from './notifications.plugin.ts';
import { verificationAnswer } from './whatsapp-webhook.ts';

const tags = ['notifications'];

const VerifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhook = app.config.whatsappWebhook;
  const off = () => notFound('The WhatsApp webhook is not configured.', 'WEBHOOKS_OFF');

  app.get(
    '/whatsapp/webhook',
    { schema: { tags, querystring: VerifyQuerySchema } },
    async (request, reply) => {
      if (!webhook) throw off();
      const challenge = verificationAnswer(request.query, webhook.verifyToken);
      if (challenge === undefined) throw forbidden('The verify token is wrong.');
      return reply.type('text/plain').send(challenge);
    },
  );

  const pepper = await loadOtpPepper(app.db);
  const linkSecret = await loadNamedSecret(app.db, FAILED_DELIVERY_SECRET);
  const replyLater = (to: string, text: string) =>
    app.jobs
      .enqueue(WHATSAPP_REPLY_JOB, { to, text })
      .catch((err: Error) => app.log.error({ err: { message: err.message } }, 'WhatsApp answer not queued'));

  // The signature covers the raw bytes, so this route reads its body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/whatsapp/webhook',
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
        schema: { tags, response: { 200: z.object({ received: z.literal(true), taps: z.number() }) } },
      },
      async (request) => {
        if (!webhook) throw off();
        const signature = request.headers['x-hub-signature-256'];
        const answer = await whatsappWebhook(
          {
            db: app.db,
            mailer: app.mailer,
            pepper,
            appSecret: webhook.appSecret,
            reply: replyLater,
            failedDelivery: { shipping: app.shipping, secret: linkSecret },
            log: request.log,
          },
          {
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof signature === 'string' ? signature : undefined,
          },
        );
        return { received: true as const, taps: answer.taps };
      },
    );
  });
};
