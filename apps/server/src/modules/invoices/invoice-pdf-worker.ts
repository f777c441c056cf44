// The PDF worker thread of invoice-pdf-store.ts (a piscina task): pdfkit draws here, away from the event loop.
import { threadId } from 'node:worker_threads';
import type { GstDocument } from '@zariya/shared/gst-api';
import { type ListedNote, renderGstPdf } from './invoice-pdf.ts';

export type PdfTask = { document: GstDocument; notes: ListedNote[] };

export default async function draw(task: PdfTask): Promise<{ pdf: Uint8Array; threadId: number }> {
  return { pdf: await renderGstPdf(task.document, task.notes), threadId };
}
