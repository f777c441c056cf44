// The cart calls of product rules §7, each under the identity rule (the token's user, never the body's userId).
import {
  AddToCartSchema,
  ApplyCouponSchema,
  CartChangeAnswerSchema,
  CartCountAnswerSchema,
  CartCountRequestSchema,
  CartDataRequestSchema,
  CartDataSchema,
  RemoveCouponSchema,
  RemoveFromCartSchema,
  UpdateCartQuantitySchema,
} from '@zariya/shared/orders-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { addToCart, updateQuantity } from '../../flows/add-to-cart.flow.ts';
import { applyCode, removeCode } from '../../flows/bag-code.flow.ts';
import { withOffers } from '../../flows/offer-pricing.ts';
import * as cart from './cart.service.ts';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = { preValidation: app.requireOwnUser };

  app.post(
    '/cart',
    { ...own, schema: { tags, body: AddToCartSchema, response: { 201: CartChangeAnswerSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return reply
        .status(201)
        .send(await withOffers(app.db, userId, await addToCart(app.db, userId, request.body)));
    },
  );

  app.post(
    '/getCartCount',
    { ...own, schema: { tags, body: CartCountRequestSchema, response: { 200: CartCountAnswerSchema } } },
    async (request) => ({ cartCount: await cart.cartCount(app.db, currentUser(request).id) }),
  );

  app.post(
    '/getCartData',
    { ...own, schema: { tags, body: CartDataRequestSchema, response: { 200: CartDataSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      return withOffers(app.db, userId, await cart.cartData(app.db, userId));
    },
  );

  app.post(
    '/removeFromCart',
    { ...own, schema: { tags, body: RemoveFromCartSchema, response: { 200: CartChangeAnswerSchema } } },
    async (request) => {
      const { lineId, productId, size, color } = request.body;
      const userId = currentUser(request).id;
      return withOffers(
        app.db,
        userId,
        await cart.removeFromCart(app.db, userId, { lineId, productId, size, color }),
      );
    },
  );

  app.post(
    '/updateCartQuantity',
    { ...own, schema: { tags, body: UpdateCartQuantitySchema, response: { 200: CartChangeAnswerSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      return withOffers(
        app.db,
        userId,
        await updateQuantity(app.db, userId, request.body.lineId, request.body.quantity),
      );
    },
  );

  app.post(
    '/applyCoupon',
    { ...own, schema: { tags, body: ApplyCouponSchema, response: { 200: CartChangeAnswerSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      return applyCode(app.db, userId, request.body);
    },
  );

  app.post(
    '/removeCoupon',
    {
      ...own,
      schema: {
        tags,
        description: 'Takes the code off the bag (the owner’s code it holds, or PROMO2024 on the bag).',
        body: RemoveCouponSchema,
        response: { 200: CartChangeAnswerSchema },
      },
    },
    async (request) => removeCode(app.db, currentUser(request).id),
  );
};
