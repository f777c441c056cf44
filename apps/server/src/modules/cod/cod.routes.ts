// Pay on delivery for the shopper: whether it is offered, asking for the e-mailed code, and placing the order
// with it (decision 0028).
import {
  COD_MESSAGES,
  CodChallengeIdParamsSchema,
  CodChallengeSchema,
  CodChallengeStateSchema,
  CodConfirmSchema,
  CodOfferQuerySchema,
  CodOfferSchema,
  CodPlacedSchema,
  CodStartSchema,
} from '@zariya/shared/cod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOtpPepper } from '../../lib/secrets.ts';
import { currentUser } from '../../plugins/user-auth.ts';
import { confirmCod, startCod } from '../../flows/cod-checkout.flow.ts';
import { type CodDeps, challengeState, codOffer } from './cod.service.ts';

const tags = ['cod'];

export const codRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CodDeps = {
    db: app.db,
    mailer: app.mailer,
    pepper: await loadOtpPepper(app.db),
    log: app.log,
    phone: { codes: app.phoneCodes, dailyCap: app.config.phoneCodesPerDay },
    // One tap on WhatsApp (decision 0053): only where a live WhatsApp and its webhook can hear the tap.
    tap: app.config.whatsappCodTemplate
      ? { whatsapp: app.whatsapp, template: app.config.whatsappCodTemplate }
      : undefined,
  };

  app.get(
    '/cod/offer',
    { schema: { tags, querystring: CodOfferQuerySchema, response: { 200: CodOfferSchema } } },
    async (request) => codOffer(app.db, request.query),
  );

  app.post(
    '/cod/start',
    {
      preValidation: app.requireOwnUser,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { tags, body: CodStartSchema, response: { 201: CodChallengeSchema } },
    },
    async (request, reply) => {
      const { userId: _ignored, ...input } = request.body;
      return reply.status(201).send(await startCod(deps, currentUser(request).id, input));
    },
  );

  // The waiting checkout page asks whether a tap on WhatsApp placed the order (decision 0053).
  app.get(
    '/cod/challenges/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 240, timeWindow: '10 minutes' } },
      schema: { tags, params: CodChallengeIdParamsSchema, response: { 200: CodChallengeStateSchema } },
    },
    async (request) => challengeState(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/cod/confirm',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags, body: CodConfirmSchema, response: { 200: CodPlacedSchema, 201: CodPlacedSchema } },
    },
    async (request, reply) => {
      const placed = await confirmCod(deps, currentUser(request).id, request.body);
      return reply
        .status(placed.created ? 201 : 200)
        .send({ message: COD_MESSAGES.placed, orderRef: placed.orderRef, order: placed.order });
    },
  );
};
