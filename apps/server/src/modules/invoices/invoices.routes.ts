// The shopper's invoices: her order's invoice (the invoice page), its PDF and its credit notes' PDFs. Only her own
// orders: anyone else's is 'not found'.
import { CreditNoteParamsSchema, InvoiceViewSchema, OrderRefParamsSchema } from '@zariya/shared/gst-api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { renderGstPdf } from './invoice-pdf.ts';
import type { GstDocument } from '@zariya/shared/gst-api';
import { creditNoteFor, invoiceFor } from './invoices.service.ts';

const tags = ['invoices'];

/** The PDF as a download named after its number ('ZR/25-26/000001' → ZR-25-26-000001.pdf). */
export async function sendPdf(reply: FastifyReply, document: GstDocument) {
  const pdf = await renderGstPdf(document);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopper = { preValidation: app.requireUser };
  const viewer = (request: Parameters<typeof currentUser>[0]) =>
    ({ admin: false, userId: currentUser(request).id }) as const;

  app.get(
    '/invoices/:orderRef',
    { ...shopper, schema: { tags, params: OrderRefParamsSchema, response: { 200: InvoiceViewSchema } } },
    async (request) => {
      const { id: _id, ...view } = await invoiceFor(app.db, viewer(request), request.params.orderRef);
      return view;
    },
  );

  app.get(
    '/invoices/:orderRef/pdf',
    { ...shopper, schema: { tags, params: OrderRefParamsSchema, description: 'The tax invoice as a PDF.' } },
    async (request, reply) =>
      sendPdf(reply, (await invoiceFor(app.db, viewer(request), request.params.orderRef)).invoice),
  );

  app.get(
    '/invoices/:orderRef/credit-notes/:id/pdf',
    { ...shopper, schema: { tags, params: CreditNoteParamsSchema, description: 'A credit note as a PDF.' } },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNoteFor(app.db, viewer(request), request.params.orderRef, request.params.id),
      ),
  );
};
