// A CSV file the owner downloads (customers, subscribers, the catalogue and an import's report, the GST report, the
// audit log): UTF-8 text saved under its own name, never kept by a cache on the way (personal and business data).
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file's name with today's date (UTC): `zariya-subscribers` → `zariya-subscribers-2026-11-27.csv`. */
export const datedCsvName = (stem: string, now = new Date()) =>
  `${stem}-${now.toISOString().slice(0, 10)}.csv`;

/** Sends `csv` (the text, or a stream of it) as the download `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string | Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
