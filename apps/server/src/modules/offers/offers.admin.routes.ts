// The owner's offers (admin token required): list with each offer's report, one offer, create, edit, pause, resume.
import {
  OfferDetailAnswerSchema,
  OfferIdParamsSchema,
  OfferListAnswerSchema,
  OfferSavedAnswerSchema,
  OfferTermsSchema,
} from '@zariya/shared/offers';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { createOffer, editOffer, listOffers, offerDetail, setOfferStatus } from './offers.service.ts';

export const offersAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get(
    '/admin/offers',
    {
      schema: {
        description:
          'Every offer with its state, its terms in words and its report (uses, discount given, sales).',
        response: { 200: OfferListAnswerSchema },
      },
    },
    async () => listOffers(app.db),
  );

  routes.post(
    '/admin/offers',
    {
      schema: {
        description:
          'A new coupon code or automatic offer: percent off, ₹ off, free delivery, buy X get Y or tiers; its scope and conditions.',
        body: OfferTermsSchema,
        response: { 201: OfferSavedAnswerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createOffer(app.db, request.body)),
  );

  routes.get(
    '/admin/offers/:id',
    { schema: { params: OfferIdParamsSchema, response: { 200: OfferDetailAnswerSchema } } },
    async (request) => offerDetail(app.db, request.params.id),
  );

  routes.put(
    '/admin/offers/:id',
    {
      schema: {
        description:
          'Replaces the offer’s terms (its uses so far stay; the total limit cannot go below them).',
        params: OfferIdParamsSchema,
        body: OfferTermsSchema,
        response: { 200: OfferSavedAnswerSchema },
      },
    },
    async (request) => editOffer(app.db, request.params.id, request.body),
  );

  routes.post(
    '/admin/offers/:id/pause',
    { schema: { params: OfferIdParamsSchema, response: { 200: OfferSavedAnswerSchema } } },
    async (request) => setOfferStatus(app.db, request.params.id, 'paused'),
  );

  routes.post(
    '/admin/offers/:id/resume',
    { schema: { params: OfferIdParamsSchema, response: { 200: OfferSavedAnswerSchema } } },
    async (request) => setOfferStatus(app.db, request.params.id, 'active'),
  );
});
