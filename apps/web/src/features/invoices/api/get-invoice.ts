// GET /api/invoices/:orderRef (the shopper's own order) or /api/admin/invoices/:orderRef (the owner): the invoice
// as issued, with its credit notes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type InvoiceViewer = 'shopper' | 'admin';

export const invoiceBase = (viewer: InvoiceViewer, orderRef: string) =>
  viewer === 'admin'
    ? (`/admin/invoices/${encodeURIComponent(orderRef)}` as const)
    : (`/invoices/${encodeURIComponent(orderRef)}` as const);

export function getInvoice(viewer: InvoiceViewer, orderRef: string, signal?: AbortSignal) {
  return api.get(invoiceBase(viewer, orderRef), { auth: viewer, signal });
}

export function invoiceQueryOptions(viewer: InvoiceViewer, orderRef: string) {
  return queryOptions({
    queryKey: ['invoice', viewer, orderRef],
    queryFn: ({ signal }) => getInvoice(viewer, orderRef, signal),
    retry: false,
  });
}

export function useInvoice(viewer: InvoiceViewer, orderRef: string, enabled = true) {
  return useQuery({ ...invoiceQueryOptions(viewer, orderRef), enabled });
}
