// Shopper catalogue: product lists with filters and paging, facet counts, one product.
import {
  CategoryBodySchema,
  FacetsQuerySchema,
  FacetsSchema,
  ProductListQuerySchema,
} from '@zariya/shared/catalog';
import { idSchema } from '@zariya/shared/input';
import { ProductCardSchema, ProductSchema } from '@zariya/shared/product';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { PreparedAnswer, sendPrepared } from '../../lib/prepared-answer.ts';
import { bearerToken } from '../../lib/tokens.ts';
import { cacheKey, catalogueCache } from './catalog.cache.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { type ListRequest, listPage, productFacets, productWithReviews } from './catalog.repository.ts';

/** Lists answer cards (ProductCardSchema), not whole products; GET /products/:id has the whole product. */
export const ProductListSchema = z.array(ProductCardSchema);

/**
 * A list answer: one page query, cards from the per-product card cache (catalog.cards.ts), the JSON text sent
 * as it is, compressed once at a low level. No whole answer is cached (decision 0018).
 */
export async function sendList(request: FastifyRequest, reply: FastifyReply, db: Db, list: ListRequest) {
  const { json, total } = await listPage(db, list);
  return sendPrepared(request, reply, new PreparedAnswer(json, undefined, 'once'), {
    'X-Total-Count': String(total),
  });
}

async function cachedJson<T>(
  db: Db,
  route: string,
  request: object,
  compute: () => Promise<{ data: T; total?: number }>,
) {
  return catalogueCache(db).answer(cacheKey(route, request as Record<string, unknown>), async () => {
    const { data, total } = await compute();
    return { body: new PreparedAnswer(JSON.stringify(data)), total };
  });
}

export const ProductIdParamsSchema = z.object({ id: idSchema('Product id must be a number.') });

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
    async (request, reply) => sendList(request, reply, app.db, request.query),
  );

  app.post(
    '/products/category',
    { schema: { tags: ['catalog'], body: CategoryBodySchema, response: { 200: ProductListSchema } } },
    async (request, reply) => sendList(request, reply, app.db, request.body),
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
    async (request, reply) => {
      const { body } = await cachedJson(app.db, 'facets', request.query, async () => ({
        data: FacetsSchema.parse(await productFacets(app.db, request.query)),
      }));
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        description:
          "The whole product with its reviews and variants. Its `stock`, `available` and each variant's `stock` and " +
          '`available` are net of live holds (pieces kept by shoppers who are paying; decision 0057); with an ' +
          "admin token, the stored counts (the owner's edit page).",
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request, reply) => {
      // The product page shows its reviews (name, rating, text, image, date), newest first: one query, its
      // answer kept by the catalogue engine until the product, one of its reviews or one of its holds changes, or
      // its first live hold lapses (decisions 0034, 0057). Shoppers see the counts less live holds; the owner
      // (her token: the edit page) the stored counts, read afresh.
      const { id } = request.params;
      const token = bearerToken(request.headers.authorization);
      if (token && (await app.isAdminToken(token))) {
        const stored = await productWithReviews(app.db, id, false);
        if (!stored) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
        return sendPrepared(request, reply, new PreparedAnswer(JSON.stringify(stored.product)));
      }
      const load = async () => {
        const whole = await productWithReviews(app.db, id);
        return whole
          ? { body: new PreparedAnswer(JSON.stringify(whole.product)), until: whole.holdsUntil }
          : undefined;
      };
      const engine = catalogueEngine(app.db);
      const answer = engine ? await engine.product(id, load, (a) => a.until) : await load();
      if (!answer) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
      return sendPrepared(request, reply, answer.body);
    },
  );
};
