// The owner's User Tickets: every ticket with its customer and order, and the answer form.
import { MESSAGES } from '@zariya/shared/constants';
import {
  AllTicketsAnswerSchema,
  UpdateTicketAnswerSchema,
  UpdateTicketSchema,
} from '@zariya/shared/tickets-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allTickets, respondToTicket } from './tickets.service.ts';

export const ticketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/getAllTickets',
    { schema: { tags: ['admin'], response: { 200: AllTicketsAnswerSchema } } },
    async () => allTickets(app.db),
  );

  app.post(
    '/updateTicket',
    {
      schema: {
        tags: ['admin'],
        description: 'Status pending or solved with the response text; by ticketId, or by orderId.',
        body: UpdateTicketSchema,
        response: { 200: UpdateTicketAnswerSchema },
      },
    },
    async (request) => ({
      message: MESSAGES.responseSent,
      ticket: await respondToTicket(app.db, request.body),
    }),
  );
};
