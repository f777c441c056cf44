// The owner's dashboard: GET /api/admin/dashboard, the whole admin home in one admin-only call.
import { DashboardQuerySchema, DashboardSchema } from '@zariya/shared/dashboard-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminPermission(app, 'revenue');
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        description:
          "Today's and this month's orders and revenue (Asia/Kolkata), 30 days per day, top products, low stock, refunds owed and open tickets. `date` (YYYY-MM-DD, default today) and `lowStock` (default 5) are optional.",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => dashboard(app.db, request.query),
  );
};
