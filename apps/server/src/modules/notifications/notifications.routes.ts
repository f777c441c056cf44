// The shopper's order-update channels: e-mail always, WhatsApp when she opts in (her token decides whose).
import {
  CartRemindersStopAnswerSchema,
  CartRemindersStopSchema,
  NotificationPrefsAnswerSchema,
  NotificationPrefsSchema,
  NotificationPrefsUpdateSchema,
} from '@zariya/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';
import { stopCartReminders } from './cart-reminders.service.ts';
import { CART_REMINDER_SECRET } from './notifications.plugin.ts';
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

  const secret = await loadNamedSecret(app.db, CART_REMINDER_SECRET);
  app.post(
    '/cart-reminders/stop',
    {
      schema: {
        tags,
        description:
          "The stop link of a cart reminder e-mail (no login: the link's signature says whose): no more reminders.",
        body: CartRemindersStopSchema,
        response: { 200: CartRemindersStopAnswerSchema },
      },
    },
    async (request) => stopCartReminders({ db: app.db, secret }, request.body.userId, request.body.token),
  );
};
