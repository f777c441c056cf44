// The owner's order desk (admin token required): every single and bundle order, and status changes.
import {
  AdminOrdersQuerySchema,
  AllBundleOrdersAnswerSchema,
  AllOrdersAnswerSchema,
  UpdateOrderStatusAnswerSchema,
  UpdateOrderStatusSchema,
} from '@zariya/shared/admin-orders-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setOrderStatusByAdmin } from '../../flows/order-status.flow.ts';
import { listAllBundleOrders, listAllOrders } from './admin-orders.service.ts';

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the admin token is checked before the body or query is read.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/getAllOrders',
    {
      schema: {
        tags: ['admin'],
        description: 'Single orders, newest first; optional status filter and search (customer or order id).',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AllOrdersAnswerSchema },
      },
    },
    async (request) => ({ allOrders: await listAllOrders(app.db, request.query) }),
  );

  app.get(
    '/getAllBundleOrders',
    {
      schema: {
        tags: ['admin'],
        description: 'Bundle orders, newest first; optional status filter and search (customer or order id).',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AllBundleOrdersAnswerSchema },
      },
    },
    async (request) => ({ bundleOrders: await listAllBundleOrders(app.db, request.query) }),
  );

  app.post(
    '/updateOrderStatus',
    {
      schema: {
        tags: ['admin'],
        description:
          'Sets completed, pending, cancelled or returned; cancelling or returning puts stock back once.',
        body: UpdateOrderStatusSchema,
        response: { 200: UpdateOrderStatusAnswerSchema },
      },
    },
    async (request) => setOrderStatusByAdmin(app.db, request.body),
  );
};
