// The owner's book of customers (issue 27 item 4, decision 0051), every route admin-only.
import {
  CUSTOMER_MESSAGES,
  CustomerExportQuerySchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerNoteAnswerSchema,
  CustomerNoteBodySchema,
  CustomerNoteParamsSchema,
  CustomerPageSchema,
  MessageAnswerSchema,
} from '@zariya/shared/customers-api';
import { exportCustomerList } from '../../flows/customer-export.flow.ts';
import { datedCsvName, sendCsv } from '../../lib/csv-download.ts';
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
    '/admin/customers/export.csv',
    {
      // Personal data leaving the shop: those who may change the book (Owner, Support), not those who may only
      // read it (Orders, Accounts).
      permission: 'customers:edit',
      schema: {
        description:
          "The customer list as CSV, with the list's search and filters. `purpose=marketing` with a `channel` (whatsapp, email): only shoppers whose current consent for that channel is given (name, phone, e-mail, language, channel, when and how she agreed). `purpose=records`: every shopper the filters give, with her figures and consent. Each export is written to the audit log with its purpose and row count.",
        querystring: CustomerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { csv } = await exportCustomerList(app.db, request.query, {
        staff: request.staff!,
        ip: request.ip,
      });
      const name = datedCsvName(
        request.query.purpose === 'marketing'
          ? `zariya-customers-marketing-${request.query.channel}`
          : 'zariya-customers-records',
      );
      return sendCsv(reply, name, csv);
    },
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
