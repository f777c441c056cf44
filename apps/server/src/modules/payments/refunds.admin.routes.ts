// The owner's Refunds view: every refund by state, the retry of a failed one, and refunding a cancelled or
// returned paid order (in full or in part) from the order desk.
import {
  OwnerRefundSchema,
  RefundAnswerSchema,
  RefundIdParamsSchema,
  RefundListQuerySchema,
  RefundListSchema,
} from '@zariya/shared/refunds-api';
import { PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundOrder } from '../../flows/refund.flow.ts';
import { listRefunds, retryRefund } from './refunds.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin', 'refunds'];

export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  adminPermission(app, 'refunds');
  const { provider } = app.payments;

  app.get(
    '/admin/refunds',
    { ...admin, schema: { tags, querystring: RefundListQuerySchema, response: { 200: RefundListSchema } } },
    async (request) => listRefunds(app.db, request.query.status),
  );

  app.post(
    '/admin/refunds',
    { ...admin, schema: { tags, body: OwnerRefundSchema, response: { 201: RefundAnswerSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        message: PAYMENT_MESSAGES.refundRecorded,
        refund: await refundOrder(app.db, provider, request.body, request.log),
      }),
  );

  app.post(
    '/admin/refunds/:id/retry',
    { ...admin, schema: { tags, params: RefundIdParamsSchema, response: { 200: RefundAnswerSchema } } },
    async (request) => ({
      message: PAYMENT_MESSAGES.refundRetried,
      refund: await retryRefund(app.db, provider, request.params.id, request.log),
    }),
  );
};
