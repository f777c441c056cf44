// The shopper's wishlist (issue 14). Identity only from the token; the visitor preview is public.
import {
  WishlistAnswerSchema,
  WishlistChangeAnswerSchema,
  WishlistMergeAnswerSchema,
  WishlistMergeSchema,
  WishlistMoveSchema,
  WishlistPreviewQuerySchema,
  WishlistProductParamsSchema,
} from '@zariya/shared/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveToCart } from '../../flows/wishlist-to-cart.flow.ts';
import {
  addToWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistItems,
  wishlistPreview,
} from './wishlist.service.ts';

const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    { onRequest: app.requireUser, schema: { tags, response: { 200: WishlistAnswerSchema } } },
    async (request) => ({ items: await wishlistItems(app.db, request.user!.id) }),
  );

  app.get(
    '/wishlist/preview',
    {
      schema: {
        tags,
        description: "A visitor's hearted products (kept in her browser), without those the shop removed.",
        querystring: WishlistPreviewQuerySchema,
        response: { 200: WishlistAnswerSchema },
      },
    },
    async (request) => ({ items: await wishlistPreview(app.db, request.query.ids) }),
  );

  app.put(
    '/wishlist/:productId',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags,
        description: '404 for an unknown product, 409 for one the shop removed or a full wishlist.',
        params: WishlistProductParamsSchema,
        response: { 200: WishlistChangeAnswerSchema },
      },
    },
    async (request) => addToWishlist(app.db, request.user!.id, request.params.productId),
  );

  app.delete(
    '/wishlist/:productId',
    {
      onRequest: app.requireUser,
      schema: { tags, params: WishlistProductParamsSchema, response: { 200: WishlistChangeAnswerSchema } },
    },
    async (request) => removeFromWishlist(app.db, request.user!.id, request.params.productId),
  );

  app.post(
    '/wishlist/merge',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags,
        description: 'Idempotent: the same list twice changes nothing. Unknown or removed ids are skipped.',
        body: WishlistMergeSchema,
        response: { 200: WishlistMergeAnswerSchema },
      },
    },
    async (request) => mergeWishlist(app.db, request.user!.id, request.body.productIds),
  );

  app.post(
    '/wishlist/:productId/move-to-cart',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description:
          'Adds to the cart with its checks (size, colour, stock) and then removes from the wishlist.',
        params: WishlistProductParamsSchema,
        body: WishlistMoveSchema,
        response: { 200: WishlistChangeAnswerSchema },
      },
    },
    async (request) => moveToCart(app.db, request.user!.id, request.params.productId, request.body),
  );
};
