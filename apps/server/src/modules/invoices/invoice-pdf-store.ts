// Invoice and credit note PDFs (issue 23): pdfkit took ~170 ms of the event loop per PDF, and 16 at a time held
// /api/health for seconds. Now each PDF is drawn in a worker thread (piscina, as the password worker: one thread,
// started on demand, ended when idle) and kept in the shop's storage (lib/storage: `private/documents/`, with the
// local storage DATA_DIR/documents; in a bucket with object storage). An issued document never changes; an
// invoice's PDF changes only when a credit note is added. So the file is named by the document and a hash of all
// it shows (its credit notes included): the same request is answered from the file, byte for byte, and a new
// credit note draws a new file that replaces the old one. Private: the local folder is 700 and the files 600
// (names, addresses); the bucket is never public. The kept files are a cache: a missing one is drawn again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GstDocument } from '@zariya/shared/gst-api';
import type { Storage } from '../../lib/storage/index.ts';
import { Piscina } from 'piscina';
import type { ListedNote } from './invoice-pdf.ts';
import type { PdfTask } from './invoice-pdf-worker.ts';

/** Part of every file's hash: a change of the drawing (invoice-pdf.ts) draws every PDF again. */
const LAYOUT_VERSION = 2;

let pool: Piscina | undefined;
const draws = { drawn: 0, inWorker: 0 };
/** PDFs being drawn now, by file: a second request for one waits for the same drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/** How many PDFs this process has drawn, and how many of them in a worker thread (tests, the benchmark). */
export const pdfDraws = () => ({ ...draws });

/**
 * The worker: its bundle beside the server's (scripts/server-build.mjs), or else the TypeScript source through
 * tsx (tests, `npm run dev`).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const bundled = join(dirname(here), 'invoice-pdf-worker.mjs');
  if (!here.endsWith('.ts') && existsSync(bundled)) return bundled;
  return join(dirname(here), 'invoice-pdf-worker-source.mjs');
}

async function draw(task: PdfTask): Promise<Buffer> {
  pool ??= new Piscina({
    filename: pathToFileURL(workerFile()).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  const { pdf, threadId } = (await pool.run(task)) as { pdf: Uint8Array; threadId: number };
  draws.drawn++;
  if (threadId !== 0) draws.inWorker++;
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The storage folder of the drawn PDFs. */
export const DOCUMENTS = 'private/documents/';

/** Keeps the PDF (written whole by the storage) and removes the versions it replaces. */
async function keep(storage: Storage, key: string, prefix: string, pdf: Buffer) {
  await storage.put(key, pdf, { contentType: 'application/pdf' });
  const older = (await storage.list(`${DOCUMENTS}${prefix}`))
    .map((o) => o.key)
    .filter((k) => k !== key && k.endsWith('.pdf'));
  await storage.delete(older);
}

export type PdfDocument = {
  kind: 'invoice' | 'credit-note';
  /** The document's row id. */
  id: number;
  document: GstDocument;
  /** An invoice's credit notes, as its PDF lists them. */
  notes?: ListedNote[];
};

/** The PDF of a document: the kept file when it shows the same, else drawn in the worker and kept. */
export async function documentPdf(storage: Storage, doc: PdfDocument): Promise<Buffer> {
  const task: PdfTask = { document: doc.document, notes: doc.notes ?? [] };
  const hash = createHash('sha256')
    .update(JSON.stringify({ LAYOUT_VERSION, task }))
    .digest('hex')
    .slice(0, 24);
  const prefix = `${doc.kind}-${doc.id}-`;
  const file = `${DOCUMENTS}${prefix}${hash}.pdf`;
  // The storage unreachable does not stop a PDF: it is drawn instead, and kept next time.
  const kept = await storage.get(file).catch(() => null);
  if (kept) return kept.body;
  let pending = drawing.get(file);
  if (!pending) {
    pending = (async () => {
      const pdf = await draw(task);
      // A full disk or an unreachable bucket still answers the PDF just drawn; the next request draws it again.
      await keep(storage, file, prefix, pdf).catch(() => {});
      return pdf;
    })().finally(() => drawing.delete(file));
    drawing.set(file, pending);
  }
  return pending;
}
