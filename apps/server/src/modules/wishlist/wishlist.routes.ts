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
import {
  StockAlertBodySchema,
  StockAlertChangeSchema,
  StockAlertsAnswerSchema,
  StockAlertsQuerySchema,
  StockAlertVariantParamsSchema,
} from '@zariya/shared/stock-alerts';
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
import { askForStockAlert, cancelStockAlert, waitingFor } from './stock-alerts.service.ts';

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

  // "Tell me when it's back" per variant (decision 0043 phase 2 step 5).
  routes.get(
    '/stock-alerts',
    {
      ...mine,
      schema: {
        description: "The product's variants she asked to hear about that have not come back yet.",
        querystring: StockAlertsQuerySchema,
        response: { 200: StockAlertsAnswerSchema },
      },
    },
    async (request) => waitingFor(app.db, request.user!.id, request.query.productId),
  );

  routes.post(
    '/stock-alerts',
    {
      ...mine,
      perMinute: 60,
      schema: {
        description:
          "Asks to be told (e-mail; WhatsApp when opted in) once the sold-out variant sells again. 404 for another product's or a removed variant, 409 VARIANT_IN_STOCK when it sells now.",
        body: StockAlertBodySchema,
        response: { 200: StockAlertChangeSchema },
      },
    },
    async (request) =>
      askForStockAlert(app.db, request.user!.id, request.body.productId, request.body.variantId),
  );

  routes.delete(
    '/stock-alerts/:variantId',
    {
      ...mine,
      schema: { params: StockAlertVariantParamsSchema, response: { 200: StockAlertChangeSchema } },
    },
    async (request) => cancelStockAlert(app.db, request.user!.id, request.params.variantId),
  );
};
