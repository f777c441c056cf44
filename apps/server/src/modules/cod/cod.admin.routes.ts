// The owner's cash-on-delivery settings and the cash still out with couriers (admin token required).
import { CodSettingsAnswerSchema, CodSettingsSavedSchema, CodSettingsSchema } from '@zariya/shared/cod';
import { CodToCollectSchema } from '@zariya/shared/fulfilment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveCodSettingsChecked } from '../../flows/prepaid-offer.ts';
import { cashToCollect, readCodSettings } from './cod.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin'];

export const codAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  adminPermission(app, 'settings');

  app.get('/admin/cod-settings', { schema: { tags, response: { 200: CodSettingsAnswerSchema } } }, async () =>
    readCodSettings(app.db),
  );

  app.put(
    '/admin/cod-settings',
    {
      schema: {
        tags,
        body: CodSettingsSchema,
        response: { 200: CodSettingsSavedSchema },
      },
    },
    async (request) => saveCodSettingsChecked(app.db, request.body),
  );

  app.get(
    '/admin/cod-to-collect',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        description: 'Pay-on-delivery cash with couriers: COD orders shipped and not yet delivered.',
        response: { 200: CodToCollectSchema },
      },
    },
    async () => cashToCollect(app.db),
  );
};
