// Payment calls of docs/architecture.md flow: create the payment order, close it (the shopper closed the window),
// (test provider) pay it, save a single order, and the Razorpay webhook. Bundle payments are marked paid
// through /updateBundleOrderStatus (orders module). The provider and the jobs are plugins/payments.ts.
import {
  CreateOrderSchema,
  ORDER_MESSAGES,
  PaymentConfigSchema,
  PaymentOrderIdParamsSchema,
  PaymentOrderSchema,
  PaymentResultSchema,
  QuoteAnswerSchema,
  QuoteOrderSchema,
  SaveOrderAnswerSchema,
  SaveOrderSchema,
  TestPaySchema,
  WebhookAnswerSchema,
} from '@zariya/shared/orders-api';
import { PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/user-auth.ts';
import { closeAttempt, createPaymentOrder } from '../../flows/payment-attempt.flow.ts';
import { handleWebhook } from '../../flows/payment-webhook.flow.ts';
import { quoteSingle } from '../../flows/price-purchase.ts';
import { saveSingleOrder } from '../../flows/settle-payment.flow.ts';
import { testPay } from './payments.service.ts';

const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider } = app.payments;

  app.get('/payments/config', { schema: { tags, response: { 200: PaymentConfigSchema } } }, async () => ({
    provider: provider.name,
    keyId: provider.keyId,
    currency: 'INR' as const,
  }));

  app.post(
    '/createOrder',
    {
      preValidation: app.requireOwnUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: { tags, body: CreateOrderSchema, response: { 201: PaymentOrderSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createPaymentOrder(app.db, provider, currentUser(request).id, request.body, {
          clientAddress: request.ip,
        }),
      ),
  );

  app.post(
    '/quoteOrder',
    {
      preValidation: app.requireOwnUser,
      schema: { tags, body: QuoteOrderSchema, response: { 200: QuoteAnswerSchema } },
    },
    async (request) => quoteSingle(app.db, currentUser(request).id, request.body),
  );

  app.post(
    '/payments/:orderId/close',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: PaymentOrderIdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await closeAttempt(app.db, currentUser(request).id, request.params.orderId);
      return { message: PAYMENT_MESSAGES.attemptClosed };
    },
  );

  if (provider.name === 'test') {
    app.post(
      '/payments/test/pay',
      {
        onRequest: app.requireUser,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
        schema: { tags, body: TestPaySchema, response: { 200: PaymentResultSchema } },
      },
      async (request) =>
        testPay(app.db, provider, currentUser(request).id, request.body.orderId, request.body.outcome),
    );
  }

  app.post(
    '/saveOrder',
    {
      preValidation: app.requireOwnUser,
      schema: {
        tags,
        body: SaveOrderSchema,
        response: { 200: SaveOrderAnswerSchema, 201: SaveOrderAnswerSchema },
      },
    },
    async (request, reply) => {
      const settled = await saveSingleOrder(app.db, provider, currentUser(request).id, request.body, {
        log: request.log,
        onRefundDue: app.payments.refundDue,
      });
      return reply
        .status(settled.created ? 201 : 200)
        .send({ message: ORDER_MESSAGES.orderSaved, order: settled.order });
    },
  );

  // The signature covers the raw bytes, so this route reads its body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/razorpay/webhook',
      {
        config: { rateLimit: { max: 300, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
        schema: { tags, response: { 200: WebhookAnswerSchema } },
      },
      async (request) => {
        const secret = app.config.webhookSecret;
        if (!secret) throw notFound('Webhooks are not configured.', 'WEBHOOKS_OFF');
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        return handleWebhook(
          app.db,
          provider,
          {
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: header('x-razorpay-signature'),
            eventId: header('x-razorpay-event-id')?.slice(0, 200),
            secret,
          },
          request.log,
          app.payments.refundDue,
        );
      },
    );
  });
};
