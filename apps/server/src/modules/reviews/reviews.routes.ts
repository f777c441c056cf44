// Rate & Review: the shopper reviews a product of her own completed order; she can list what she reviewed.
import { UserIdBodySchema } from '@zariya/shared/accounts';
import { SubmitFeedbackAnswerSchema, UserReviewsAnswerSchema } from '@zariya/shared/reviews-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../lib/route-group.ts';
import { readFeedbackForm } from './reviews.multipart.ts';
import { submitFeedback, userReviews } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  const routes = routeGroup(app, ['reviews']);

  routes.post(
    '/submitFeedback',
    {
      // The token is checked before a byte of the upload is read.
      onRequest: app.requireUser,
      perMinute: 20,
      schema: {
        description:
          'multipart/form-data: orderId, productId (bundle orders), rating 1–5, feedback, optional image (JPEG/PNG/WebP ≤ 5 MB).',
        response: { 201: SubmitFeedbackAnswerSchema },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readFeedbackForm(request);
      const answer = await submitFeedback(app.db, storage, request.user!, fields, image);
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    '/getUserReviews',
    {
      preValidation: app.requireOwnUser,
      schema: { body: UserIdBodySchema, response: { 200: UserReviewsAnswerSchema } },
    },
    async (request) => userReviews(app.db, request.user!.id),
  );
};
