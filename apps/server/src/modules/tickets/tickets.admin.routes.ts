// The owner's User Tickets: every ticket with its customer and order, and the answer form.
import { MESSAGES } from '@zariya/shared/constants';
import {
  AllTicketsAnswerSchema,
  UpdateTicketAnswerSchema,
  UpdateTicketSchema,
} from '@zariya/shared/tickets-api';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { allTickets, respondToTicket } from './tickets.service.ts';

export const ticketsAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get('/getAllTickets', { schema: { response: { 200: AllTicketsAnswerSchema } } }, async () =>
    allTickets(app.db),
  );

  routes.post(
    '/updateTicket',
    {
      schema: {
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
}, 'tickets');
