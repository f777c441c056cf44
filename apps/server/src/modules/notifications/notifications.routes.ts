// The shopper's order-update channels: e-mail always, WhatsApp when she opts in (her token decides whose).
import {
  NotificationPrefsAnswerSchema,
  NotificationPrefsSchema,
  NotificationPrefsUpdateSchema,
} from '@zariya/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { getPrefs, setWhatsappPrefs } from './notifications.service.ts';

const tags = ['accounts'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description: 'How order updates reach the shopper.',
        response: { 200: NotificationPrefsSchema },
      },
    },
    async (request) => getPrefs(app.db, currentUser(request).id),
  );

  app.put(
    '/account/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description: 'Turns WhatsApp order updates on or off (e-mail is always sent).',
        body: NotificationPrefsUpdateSchema,
        response: { 200: NotificationPrefsAnswerSchema },
      },
    },
    async (request) => setWhatsappPrefs(app.db, currentUser(request).id, request.body.whatsapp),
  );
};
