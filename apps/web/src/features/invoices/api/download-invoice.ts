// GET …/invoices/:orderRef/pdf and …/credit-notes/:id/pdf: the PDFs, saved under their document numbers.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { invoiceBase, type InvoiceViewer } from './get-invoice';

export type PdfRequest = { viewer: InvoiceViewer; orderRef: string; creditNoteId?: number };

export function downloadInvoicePdf({ viewer, orderRef, creditNoteId }: PdfRequest) {
  const base = invoiceBase(viewer, orderRef);
  return creditNoteId === undefined
    ? downloadFile(`${base}/pdf`, viewer, `invoice-${orderRef}.pdf`)
    : downloadFile(`${base}/credit-notes/${creditNoteId}/pdf`, viewer, `credit-note-${creditNoteId}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
