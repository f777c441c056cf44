// Size guides: every category's table for the product page (public), and the owner's edits.
import { MessageBodySchema } from '@zariya/shared/product';
import {
  SizeGuideInputSchema,
  SizeGuideParamsSchema,
  SizeGuideSchema,
  SizeGuidesAnswerSchema,
} from '@zariya/shared/size-guide';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeSizeGuide, saveSizeGuide, sizeGuides } from './size-guides.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

export const sizeGuidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/size-guides',
    { schema: { tags: ['size guides'], response: { 200: SizeGuidesAnswerSchema } } },
    async () => ({ guides: await sizeGuides(app.db) }),
  );
};

export const sizeGuidesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  adminPermission(app, 'products');

  app.put(
    '/admin/size-guides/:category',
    {
      schema: {
        tags: ['admin'],
        description: 'Body measurements in cm, smallest size first; replaces the category’s table.',
        params: SizeGuideParamsSchema,
        body: SizeGuideInputSchema,
        response: { 200: SizeGuideSchema },
      },
    },
    async (request) => saveSizeGuide(app.db, request.params.category, request.body.rows),
  );

  app.delete(
    '/admin/size-guides/:category',
    {
      schema: {
        tags: ['admin'],
        description: 'Removes the table: the category’s product pages then show no "Size guide" link.',
        params: SizeGuideParamsSchema,
        response: { 200: MessageBodySchema },
      },
    },
    async (request) => removeSizeGuide(app.db, request.params.category),
  );
};
