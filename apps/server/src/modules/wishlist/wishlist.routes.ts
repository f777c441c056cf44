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
import { routeGroup } from '../../lib/route-group.ts';
import {
  addToWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistItems,
  wishlistPreview,
} from './wishlist.service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = routeGroup(app, ['wishlist']);
  const mine = { onRequest: app.requireUser };
  const change = { 200: WishlistChangeAnswerSchema };

  routes.get(
    '/wishlist',
    { ...mine, schema: { response: { 200: WishlistAnswerSchema } } },
    async (request) => ({
      items: await wishlistItems(app.db, request.user!.id),
    }),
  );

  routes.get(
    '/wishlist/preview',
    {
      schema: {
        description: "A visitor's hearted products (kept in her browser), without those the shop removed.",
        querystring: WishlistPreviewQuerySchema,
        response: { 200: WishlistAnswerSchema },
      },
    },
    async (request) => ({ items: await wishlistPreview(app.db, request.query.ids) }),
  );

  routes.put(
    '/wishlist/:productId',
    {
      ...mine,
      perMinute: 120,
      schema: {
        description: '404 for an unknown product, 409 for one the shop removed or a full wishlist.',
        params: WishlistProductParamsSchema,
        response: change,
      },
    },
    async (request) => addToWishlist(app.db, request.user!.id, request.params.productId),
  );

  routes.delete(
    '/wishlist/:productId',
    { ...mine, schema: { params: WishlistProductParamsSchema, response: change } },
    async (request) => removeFromWishlist(app.db, request.user!.id, request.params.productId),
  );

  routes.post(
    '/wishlist/merge',
    {
      ...mine,
      perMinute: 30,
      schema: {
        description: 'Idempotent: the same list twice changes nothing. Unknown or removed ids are skipped.',
        body: WishlistMergeSchema,
        response: { 200: WishlistMergeAnswerSchema },
      },
    },
    async (request) => mergeWishlist(app.db, request.user!.id, request.body.productIds),
  );

  routes.post(
    '/wishlist/:productId/move-to-cart',
    {
      ...mine,
      schema: {
        description:
          'Adds to the cart with its checks (size, colour, stock) and then removes from the wishlist.',
        params: WishlistProductParamsSchema,
        body: WishlistMoveSchema,
        response: change,
      },
    },
    async (request) => moveToCart(app.db, request.user!.id, request.params.productId, request.body),
  );
};
