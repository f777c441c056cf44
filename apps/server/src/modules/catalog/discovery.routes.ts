// What to look at next (issue 29 item 4): rows the browser asks for once they come near the screen.
import { ProductIdsQuerySchema, RecentlyViewedAddSchema } from '@zariya/shared/discovery';
import { ProductCardSchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductIdParamsSchema } from './catalog.routes.ts';
import { addRecentlyViewed, alsoLike, boughtTogether, cardsOf, recentlyViewedCards } from './discovery.ts';

const tags = ['catalog'];
const Cards = z.array(ProductCardSchema);

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/bought-together',
    {
      schema: {
        tags,
        description:
          'Products the buyers of this one also bought, most buyers first (from orders, kept in memory).',
        params: ProductIdParamsSchema,
        response: { 200: Cards },
      },
    },
    async (request) => boughtTogether(app.db, request.params.id),
  );

  app.get(
    '/products/by-ids',
    {
      schema: {
        tags,
        description:
          "Cards of the products asked for, in that order (a visitor's recently viewed), removed ones left out.",
        querystring: ProductIdsQuerySchema,
        response: { 200: Cards },
      },
    },
    async (request) => cardsOf(app.db, request.query.ids),
  );

  app.get(
    '/products/also-like',
    {
      schema: {
        tags,
        description: 'The cart\'s "You may also like": bought with the cart\'s products, then similar ones.',
        querystring: ProductIdsQuerySchema,
        response: { 200: Cards },
      },
    },
    async (request) => alsoLike(app.db, request.query.ids),
  );

  app.get(
    '/recently-viewed',
    { onRequest: app.requireUser, schema: { tags, response: { 200: Cards } } },
    async (request) => recentlyViewedCards(app.db, request.user!.id),
  );

  app.post(
    '/recently-viewed',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 240, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags,
        description:
          "A product she opened, or her browser's list merged at sign-in; answers her list, newest first.",
        body: RecentlyViewedAddSchema,
        response: { 200: Cards },
      },
    },
    async (request) => addRecentlyViewed(app.db, request.user!.id, request.body.items),
  );
};
