// Shopper tickets: raise one for her own order, and list hers with the shop's answers.
import { UserIdBodySchema } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import {
  CreateTicketAnswerSchema,
  CreateTicketSchema,
  UserTicketsAnswerSchema,
} from '@zariya/shared/tickets-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { raiseTicket, userTickets } from './tickets.service.ts';

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/createTicket',
    {
      preValidation: app.requireOwnUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' },
      schema: {
        tags: ['tickets'],
        description: `409 with "${MESSAGES.ticketUnresolved}" while the order has an unresolved ticket.`,
        body: CreateTicketSchema,
        response: { 201: CreateTicketAnswerSchema },
      },
    },
    async (request, reply) => {
      const ticket = await raiseTicket(app.db, request.user!.id, request.body);
      return reply.status(201).send({ message: MESSAGES.ticketRaised, ticket });
    },
  );

  app.post(
    '/getUserTickets',
    {
      preValidation: app.requireOwnUser,
      schema: { tags: ['tickets'], body: UserIdBodySchema, response: { 200: UserTicketsAnswerSchema } },
    },
    async (request) => userTickets(app.db, request.user!.id),
  );
};
