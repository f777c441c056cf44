// Shopper catalogue: product lists with filters and paging, facet counts, one product.
import {
  CategoryBodySchema,
  FacetsQuerySchema,
  FacetsSchema,
  ProductListQuerySchema,
} from '@zariya/shared/catalog';
import { ProductSchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { productReviews } from '../reviews/reviews.service.ts';
import { findProduct, listProducts, productFacets } from './catalog.repository.ts';

export const ProductListSchema = z.array(ProductSchema);
export const ProductIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Product id must be a number.' })
    .int()
    .positive({ error: 'Product id must be a number.' }),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        description: 'Products, filtered and paged; the number of matches is in X-Total-Count.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listProducts(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.post(
    '/products/category',
    { schema: { tags: ['catalog'], body: CategoryBodySchema, response: { 200: ProductListSchema } } },
    async (request, reply) => {
      const { items, total } = await listProducts(app.db, request.body);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalog'],
        description: "Each filter's values with counts; a facet's counts apply every filter except its own.",
        querystring: FacetsQuerySchema,
        response: { 200: FacetsSchema },
      },
    },
    async (request) => productFacets(app.db, request.query),
  );

  app.get(
    '/products/:id',
    { schema: { tags: ['catalog'], params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
      // The product page shows its reviews (name, rating, text, image, date), newest first.
      return { ...product, feedback: await productReviews(app.db, product.id) };
    },
  );
};
