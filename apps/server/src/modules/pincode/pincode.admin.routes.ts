// The owner's delivery settings: shop pincode, working days per zone and pincodes not served.
import { DeliverySettingsAnswerSchema, DeliverySettingsSchema } from '@zariya/shared/pincode-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySettings, saveDeliverySettings } from './pincode.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

export const pincodeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  adminPermission(app, 'settings');

  app.get(
    '/admin/delivery-settings',
    { schema: { tags: ['admin'], response: { 200: DeliverySettingsAnswerSchema } } },
    async () => deliverySettings(app.db),
  );

  app.put(
    '/admin/delivery-settings',
    {
      schema: {
        tags: ['admin'],
        body: DeliverySettingsSchema,
        response: { 200: DeliverySettingsAnswerSchema },
      },
    },
    async (request) => saveDeliverySettings(app.db, request.body),
  );
};
