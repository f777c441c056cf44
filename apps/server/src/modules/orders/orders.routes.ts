// Order calls of product rules §7: checkout's bundle order, marking it paid (or, for the admin, changing its status),
// the shopper's order lists, and one order for tracking.
import {
  OrderIdParamsSchema,
  ORDER_MESSAGES,
  QuoteAnswerSchema,
  QuoteCartSchema,
  SaveBundleOrderAnswerSchema,
  SaveBundleOrderSchema,
  SingleOrderSchema,
  BundleOrderSchema,
  UpdateBundleOrderStatusAnswerSchema,
  UpdateBundleOrderStatusSchema,
  UserBundleOrdersAnswerSchema,
  UserOrdersAnswerSchema,
  UserOrdersRequestSchema,
} from '@zariya/shared/orders-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../errors.ts';
import { bearerToken } from '../../lib/tokens.ts';
import { currentUser } from '../../plugins/user-auth.ts';
import { setBundleOrderStatusByAdmin } from '../../flows/order-status.flow.ts';
import { quoteCart, saveBundleOrder } from '../../flows/save-bundle.flow.ts';
import { payBundleOrder } from '../../flows/settle-payment.flow.ts';
import * as orders from './orders.service.ts';

const tags = ['orders'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes an admin may also call, when the bearer token is an admin token. */
    asAdmin?: boolean;
  }
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider } = app.payments;
  const own = { preValidation: app.requireOwnUser };

  /** An admin token marks the request as the admin's; otherwise the shopper rules apply (401/403). */
  const adminOrShopper = async (request: FastifyRequest, ownUser: boolean) => {
    const token = bearerToken(request.headers.authorization);
    if (token && (await app.isAdminToken(token))) {
      request.asAdmin = true;
      return;
    }
    await (ownUser ? app.requireOwnUser(request) : app.requireUser(request));
  };
  const viewer = (request: FastifyRequest): orders.Viewer =>
    request.asAdmin ? { admin: true } : { admin: false, userId: currentUser(request).id };

  app.post(
    '/saveBundleOrder',
    // product rules §7 answers 200 (its client treats any other status as a failure).
    { ...own, schema: { tags, body: SaveBundleOrderSchema, response: { 200: SaveBundleOrderAnswerSchema } } },
    async (request) => saveBundleOrder(app.db, currentUser(request).id, request.body),
  );

  // The cart's checkout priced both ways to pay: online (offers paid online only) and on delivery (decision 0047).
  app.post(
    '/quoteCart',
    { ...own, schema: { tags, body: QuoteCartSchema, response: { 200: QuoteAnswerSchema } } },
    async (request) => quoteCart(app.db, currentUser(request).id, request.body),
  );

  app.post(
    '/updateBundleOrderStatus',
    {
      preValidation: (request) => adminOrShopper(request, true),
      schema: {
        tags,
        body: UpdateBundleOrderStatusSchema,
        response: { 200: UpdateBundleOrderStatusAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const bundleId = body.bundleOrderId ?? body.orderId;
      if (request.asAdmin) {
        const answer = await setBundleOrderStatusByAdmin(app.db, {
          orderId: bundleId,
          userId: body.userId,
          status: body.status,
        });
        return {
          message: answer.message,
          order: await orders.bundleOrderFor(app.db, { admin: true }, String(bundleId)),
        };
      }
      if (body.status !== 'paid')
        throw forbidden("Only the shop can change an order's status.", 'ADMIN_REQUIRED');
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = body;
      if (!razorpay_order_id || !razorpay_payment_id || !razorpay_signature || bundleId === undefined) {
        throw badRequest(ORDER_MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
      }
      const settled = await payBundleOrder(
        app.db,
        provider,
        currentUser(request).id,
        bundleId,
        { razorpay_order_id, razorpay_payment_id, razorpay_signature },
        body.deliveryAddress,
        { log: request.log, onRefundDue: app.payments.refundDue },
      );
      return { message: ORDER_MESSAGES.bundlePaid, order: settled.order };
    },
  );

  app.post(
    '/getUserOrders',
    { ...own, schema: { tags, body: UserOrdersRequestSchema, response: { 200: UserOrdersAnswerSchema } } },
    async (request) => ({ allOrders: await orders.userOrders(app.db, currentUser(request).id) }),
  );

  app.post(
    '/getUserBundleOrders',
    {
      ...own,
      schema: { tags, body: UserOrdersRequestSchema, response: { 200: UserBundleOrdersAnswerSchema } },
    },
    async (request) => ({ bundleOrders: await orders.userBundleOrders(app.db, currentUser(request).id) }),
  );

  app.get(
    '/order/:id',
    {
      preValidation: (request) => adminOrShopper(request, false),
      schema: { tags, params: OrderIdParamsSchema, response: { 200: SingleOrderSchema } },
    },
    async (request) => orders.singleOrderFor(app.db, viewer(request), request.params.id),
  );

  app.get(
    '/bundle-order/:id',
    {
      preValidation: (request) => adminOrShopper(request, false),
      schema: { tags, params: OrderIdParamsSchema, response: { 200: BundleOrderSchema } },
    },
    async (request) => orders.bundleOrderFor(app.db, viewer(request), request.params.id),
  );
};
