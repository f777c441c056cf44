// The owner's GST: shop details, HSN defaults, the rate table, the monthly report, and any order's invoice.
import {
  CategoryHsnSchema,
  CreditNoteParamsSchema,
  GST_MESSAGES,
  GstRateInputSchema,
  GstReportQuerySchema,
  GstSettingsAnswerSchema,
  GstSettingsSchema,
  InvoiceViewSchema,
  OrderRefParamsSchema,
  ShopGstSchema,
} from '@zariya/shared/gst-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthlyReport } from './gst-report.service.ts';
import { addRate, gstSettings, saveCategoryHsn, saveShop } from './gst-settings.service.ts';
import { creditNotePdf, invoicePdf, sendPdf } from './invoices.routes.ts';
import { invoiceFor } from './invoices.service.ts';
import { sendCsv } from '../../lib/csv-download.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin', 'gst'];
const SettingsAnswer = GstSettingsAnswerSchema;
const owner = { admin: true } as const;

export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  adminPermission(app, 'accounts');
  // The owner prints a day's invoices at once: a larger budget than a shopper's, still a bound on drawing.
  const limited = {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' as const },
  };
  const { storage } = app;

  app.get('/admin/gst', { ...admin, schema: { tags, response: { 200: GstSettingsSchema } } }, async () =>
    gstSettings(app.db),
  );

  app.put(
    '/admin/gst/shop',
    { ...admin, schema: { tags, body: ShopGstSchema, response: { 200: SettingsAnswer } } },
    async (request) => ({ message: GST_MESSAGES.shopSaved, ...(await saveShop(app.db, request.body)) }),
  );

  app.put(
    '/admin/gst/hsn',
    { ...admin, schema: { tags, body: CategoryHsnSchema, response: { 200: SettingsAnswer } } },
    async (request) => ({ message: GST_MESSAGES.hsnSaved, ...(await saveCategoryHsn(app.db, request.body)) }),
  );

  app.post(
    '/admin/gst/rates',
    { ...admin, schema: { tags, body: GstRateInputSchema, response: { 201: SettingsAnswer } } },
    async (request, reply) =>
      reply.status(201).send({ message: GST_MESSAGES.rateAdded, ...(await addRate(app.db, request.body)) }),
  );

  app.get(
    '/admin/gst/report',
    {
      ...admin,
      schema: {
        tags,
        querystring: GstReportQuerySchema,
        description: "A month's invoices and HSN summary (CSV).",
      },
    },
    async (request, reply) =>
      sendCsv(reply, `gst-${request.query.month}.csv`, await monthlyReport(app.db, request.query.month)),
  );

  app.get(
    '/admin/invoices/:orderRef',
    { ...admin, schema: { tags, params: OrderRefParamsSchema, response: { 200: InvoiceViewSchema } } },
    async (request) => {
      const { id: _id, listed: _listed, ...view } = await invoiceFor(app.db, owner, request.params.orderRef);
      return view;
    },
  );

  app.get(
    '/admin/invoices/:orderRef/pdf',
    {
      ...admin,
      ...limited,
      schema: { tags, params: OrderRefParamsSchema, description: 'Any order’s tax invoice as a PDF.' },
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdf(storage, owner, request.params.orderRef, app.db);
      return sendPdf(reply, number, pdf);
    },
  );

  app.get(
    '/admin/invoices/:orderRef/credit-notes/:id/pdf',
    {
      ...admin,
      ...limited,
      schema: { tags, params: CreditNoteParamsSchema, description: 'A credit note as a PDF.' },
    },
    async (request, reply) => {
      const { orderRef, id } = request.params;
      const { number, pdf } = await creditNotePdf(storage, owner, orderRef, id, app.db);
      return sendPdf(reply, number, pdf);
    },
  );
};
