// GET /api/products/:id/similar: the product page's "Similar" row, asked by the browser after the page is drawn.
import { ProductCardSchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { ProductIdParamsSchema } from './catalog.routes.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { SIMILAR_COUNT, similarProducts } from './similar.ts';

export const similarRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Often bought together", "Recently viewed", "You may also like": the product page's and the cart's other rows.
  await app.register(discoveryRoutes);
  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['catalog'],
        description: `Up to ${SIMILAR_COUNT} products of the same category, nearest in price, colour and material first.`,
        params: ProductIdParamsSchema,
        response: { 200: z.array(ProductCardSchema) },
      },
    },
    async (request) => {
      const cards = await similarProducts(app.db, request.params.id);
      if (!cards) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
      return cards;
    },
  );
};
