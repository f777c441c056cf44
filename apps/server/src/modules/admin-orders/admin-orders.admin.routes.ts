// The owner's order desk (admin token required): every single and bundle order, and status changes.
import {
  AdminOrdersQuerySchema,
  AllBundleOrdersAnswerSchema,
  AllOrdersAnswerSchema,
  UpdateOrderStatusAnswerSchema,
  UpdateOrderStatusSchema,
} from '@zariya/shared/admin-orders-api';
import { setOrderStatusByAdmin } from '../../flows/order-status.flow.ts';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { listAllBundleOrders, listAllOrders } from './admin-orders.service.ts';

export const adminOrdersRoutes = adminRouteGroup((routes, app) => {
  routes.get(
    '/getAllOrders',
    {
      schema: {
        description: 'Single orders, newest first; optional status filter and search (customer or order id).',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AllOrdersAnswerSchema },
      },
    },
    async (request) => ({ allOrders: await listAllOrders(app.db, request.query) }),
  );

  routes.get(
    '/getAllBundleOrders',
    {
      schema: {
        description: 'Bundle orders, newest first; optional status filter and search (customer or order id).',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AllBundleOrdersAnswerSchema },
      },
    },
    async (request) => ({ bundleOrders: await listAllBundleOrders(app.db, request.query) }),
  );

  routes.post(
    '/updateOrderStatus',
    {
      schema: {
        description:
          'Sets completed, pending, cancelled or returned; cancelling or returning puts stock back once.',
        body: UpdateOrderStatusSchema,
        response: { 200: UpdateOrderStatusAnswerSchema },
      },
    },
    async (request) => setOrderStatusByAdmin(app.db, request.body),
  );
}, 'orders');
