// The owner's fulfilment steps (admin token required): packed, shipped (courier + AWB, or booked at Shiprocket),
// delivered (for COD: cash collected), returned to origin; and fetching a shipment's tracking again.
import {
  FulfilmentAnswerSchema,
  FulfilmentRefParamsSchema,
  FulfilmentStepSchema,
  ShippingProviderAnswerSchema,
} from '@zariya/shared/fulfilment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { takeStep } from '../../flows/fulfilment-step.flow.ts';
import { refreshTracking } from './fulfilment.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin'];

export const fulfilmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  adminPermission(app, 'orders');
  const deps = { db: app.db, shipping: app.shipping };

  app.post(
    '/admin/orders/:orderRef/fulfilment',
    {
      schema: {
        tags,
        description: 'One fulfilment step: packed, shipped (courier and AWB), delivered, or rto (COD only).',
        params: FulfilmentRefParamsSchema,
        body: FulfilmentStepSchema,
        response: { 200: FulfilmentAnswerSchema },
      },
    },
    async (request) => {
      // The shipped and delivered notices are background jobs the step announces (notifications module).
      const { shippedNow: _, ...answer } = await takeStep(deps, request.params.orderRef, request.body);
      return answer;
    },
  );

  app.get(
    '/admin/shipping-provider',
    {
      schema: {
        tags,
        description: "Which shipping provider books parcels: 'shiprocket' when configured, else 'manual'.",
        response: { 200: ShippingProviderAnswerSchema },
      },
    },
    async () => ({ provider: app.shipping.provider.name }),
  );

  app.post(
    '/admin/orders/:orderRef/tracking',
    {
      schema: {
        tags,
        description: "Fetches the shipment's scans from the shipping provider again.",
        params: FulfilmentRefParamsSchema,
        response: { 200: z.object({ message: z.string(), added: z.number().int() }) },
      },
    },
    async (request) => refreshTracking(deps, request.params.orderRef),
  );
};
