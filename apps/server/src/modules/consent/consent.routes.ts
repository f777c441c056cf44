// The shopper's "Marketing messages" (issue 27, decision 0058): her consent per channel with its history, and one
// call to give or withdraw it. Whose is the token's alone; the body names no account.
import {
  ConsentChangeSchema,
  MarketingConsentAnswerSchema,
  MarketingConsentSchema,
} from '@zariya/shared/marketing-consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeAccountConsent } from '../../flows/marketing-consent.flow.ts';
import { routeGroup } from '../../lib/route-group.ts';
import { currentUser } from '../../plugins/user-auth.ts';
import { consentOf } from './consent.service.ts';

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = routeGroup(app, ['accounts']);

  routes.get(
    '/account/marketing-consent',
    {
      onRequest: app.requireUser,
      schema: {
        description:
          'Her marketing consent per channel (WhatsApp, e-mail): given or not, since when, the words the checkbox shows now (English and Hindi), and her latest entries, newest first.',
        response: { 200: MarketingConsentSchema },
      },
    },
    async (request) => consentOf(app.db, currentUser(request).id),
  );

  routes.put(
    '/account/marketing-consent',
    {
      onRequest: app.requireUser,
      perMinute: 30,
      schema: {
        description:
          'Gives (given: true) or withdraws (given: false) her consent for one channel, with the language and version of the words shown. A consent on words that changed since is a 409 CONSENT_WORDING_CHANGED; a withdrawal is always taken. Saving the state it already has writes nothing.',
        body: ConsentChangeSchema,
        response: { 200: MarketingConsentAnswerSchema },
      },
    },
    async (request) => changeAccountConsent(app.db, currentUser(request), request.body),
  );
};
