// The shopper's read of the offers: what the product page can show for a product (public, read-only).
import { ProductOfferParamsSchema, ProductOffersAnswerSchema } from '@zariya/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../lib/route-group.ts';
import { offersForProduct } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = routeGroup(app, ['offers']);
  routes.get(
    '/offers/product/:productId',
    {
      schema: {
        description:
          'The live offers that apply to one piece of the product, best first, with what each takes off it.',
        params: ProductOfferParamsSchema,
        response: { 200: ProductOffersAnswerSchema },
      },
      perMinute: 120,
    },
    async (request) => offersForProduct(app.db, request.params.productId),
  );
};
