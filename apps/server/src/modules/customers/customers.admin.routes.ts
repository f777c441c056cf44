// The owner's book of customers (issue 27 item 4, decision 0051), every route admin-only.
import {
  CUSTOMER_MESSAGES,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerNoteAnswerSchema,
  CustomerNoteBodySchema,
  CustomerNoteParamsSchema,
  CustomerPageSchema,
  MessageAnswerSchema,
} from '@zariya/shared/customers-api';
import { adminRouteGroup } from '../../lib/route-group.ts';
import { addNote, customerPage, listCustomers, removeNote } from './customers.service.ts';

export const customersAdminRoutes = adminRouteGroup((routes, app) => {
  routes.get(
    '/admin/customers',
    {
      schema: {
        description:
          'Shoppers with their orders, money spent (dashboard rules), last order, COD refusals, returns, language and marketing consent. `q` searches name, e-mail and phone; filters and a saved `segment` (new, repeat, lapsed, high_value) narrow the list; `sort`, `page`, `pageSize` page it.',
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListSchema },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  routes.get(
    '/admin/customers/:id',
    {
      schema: {
        description:
          "A shopper's page: her figures, orders, tickets, returns, refunds and the owner's notes.",
        params: CustomerIdParamsSchema,
        response: { 200: CustomerPageSchema },
      },
    },
    async (request) => customerPage(app.db, request.params.id),
  );

  routes.post(
    '/admin/customers/:id/notes',
    {
      schema: {
        description: "Adds the owner's note to a shopper's page.",
        params: CustomerIdParamsSchema,
        body: CustomerNoteBodySchema,
        response: { 201: CustomerNoteAnswerSchema },
      },
    },
    async (request, reply) => {
      const note = await addNote(app.db, request.params.id, request.body.text);
      return reply.code(201).send({ message: CUSTOMER_MESSAGES.noteAdded, note });
    },
  );

  routes.delete(
    '/admin/customers/:id/notes/:noteId',
    {
      schema: {
        description: "Deletes one of the owner's notes on a shopper.",
        params: CustomerNoteParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await removeNote(app.db, request.params.id, request.params.noteId);
      return { message: CUSTOMER_MESSAGES.noteDeleted };
    },
  );
}, 'customers');
