// The shopper's invoices: her order's invoice (the invoice page), its PDF and its credit notes' PDFs. Only her own
// orders: anyone else's is 'not found'. PDFs are drawn in a worker and kept (invoice-pdf-store.ts), and limited to
// 20 a minute per address.
import { CreditNoteParamsSchema, InvoiceViewSchema, OrderRefParamsSchema } from '@zariya/shared/gst-api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { documentPdf } from './invoice-pdf-store.ts';
import { creditNoteFor, invoiceFor, type Viewer } from './invoices.service.ts';

const tags = ['invoices'];

/** The PDF as a download named after its number ('ZR/25-26/000001' → ZR-25-26-000001.pdf). */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** An order's invoice as a PDF that lists its credit notes. */
export async function invoicePdf(
  storage: Storage,
  viewer: Viewer,
  ref: string,
  db: Parameters<typeof invoiceFor>[0],
) {
  const view = await invoiceFor(db, viewer, ref);
  const notes = view.listed.map(({ id: _id, ...note }) => note);
  return {
    number: view.invoice.number,
    pdf: await documentPdf(storage, { kind: 'invoice', id: view.id, document: view.invoice, notes }),
  };
}

/** One credit note as a PDF. */
export async function creditNotePdf(
  storage: Storage,
  viewer: Viewer,
  ref: string,
  id: number,
  db: Parameters<typeof creditNoteFor>[0],
) {
  const document = await creditNoteFor(db, viewer, ref, id);
  return { number: document.number, pdf: await documentPdf(storage, { kind: 'credit-note', id, document }) };
}

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopper = { preValidation: app.requireUser };
  // Drawing is the costly part; a shopper needs a few a minute. Counted per process while Redis is away.
  const limited = {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitWhenRedisDown: 'local' as const },
  };
  const { storage } = app;
  const viewer = (request: Parameters<typeof currentUser>[0]) =>
    ({ admin: false, userId: currentUser(request).id }) as const;

  app.get(
    '/invoices/:orderRef',
    { ...shopper, schema: { tags, params: OrderRefParamsSchema, response: { 200: InvoiceViewSchema } } },
    async (request) => {
      const {
        id: _id,
        listed: _listed,
        ...view
      } = await invoiceFor(app.db, viewer(request), request.params.orderRef);
      return view;
    },
  );

  app.get(
    '/invoices/:orderRef/pdf',
    {
      ...shopper,
      ...limited,
      schema: { tags, params: OrderRefParamsSchema, description: 'The tax invoice as a PDF.' },
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdf(storage, viewer(request), request.params.orderRef, app.db);
      return sendPdf(reply, number, pdf);
    },
  );

  app.get(
    '/invoices/:orderRef/credit-notes/:id/pdf',
    {
      ...shopper,
      ...limited,
      schema: { tags, params: CreditNoteParamsSchema, description: 'A credit note as a PDF.' },
    },
    async (request, reply) => {
      const { orderRef, id } = request.params;
      const { number, pdf } = await creditNotePdf(storage, viewer(request), orderRef, id, app.db);
      return sendPdf(reply, number, pdf);
    },
  );
};
