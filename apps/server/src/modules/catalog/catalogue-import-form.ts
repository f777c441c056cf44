// What the owner sends to the import's dry run and to the import (issue 27 item 2): the CSV alone (text/csv, or
// JSON { csv }), or a multipart form with the CSV (field `csv`, a file or a text field) and a zip of the photos
// the CSV names (field `photos`). The zip is kept in a private temporary file for the request (lib/photo-zip.ts).
import { MAX_IMPORT_BYTES } from '@zariya/shared/catalogue-csv-api';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { MALFORMED_FORM } from '../../lib/multipart.ts';
import { PHOTO_ZIP_LIMITS, type SpooledZip, spoolZip } from '../../lib/photo-zip.ts';

export type ImportUpload = { csv: string; zip: SpooledZip | null };

const csvTooLarge = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The CSV file must be ${MAX_IMPORT_BYTES / (1024 * 1024)} MB or smaller.`,
  );

async function readCsvFile(file: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) throw csvTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The CSV and, when sent, the zip of photos (the caller removes it: `upload.zip?.remove()`). */
export async function readImportUpload(
  request: FastifyRequest,
  body: string | { csv: string } | null | undefined,
): Promise<ImportUpload> {
  if (!request.isMultipart()) {
    if (body === undefined || body === null)
      throw badRequest('Send the CSV file as text/csv, or as JSON { csv }.', 'CSV_UNREADABLE');
    return { csv: typeof body === 'string' ? body : body.csv, zip: null };
  }
  let csv: string | null = null;
  let zip: SpooledZip | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: PHOTO_ZIP_LIMITS.zipBytes, files: 2, fields: 4, fieldSize: MAX_IMPORT_BYTES },
    });
    for await (const part of parts) {
      if (part.fieldname === 'csv' && csv === null) {
        csv = part.type === 'file' ? await readCsvFile(part.file) : String(part.value ?? '');
        if (part.type === 'file' && part.file.truncated) throw csvTooLarge();
      } else if (part.fieldname === 'photos' && part.type === 'file' && zip === null) {
        zip = await spoolZip(part.file);
        // An empty file input is sent as a nameless, empty part: no zip chosen.
        if (zip.bytes === 0 && !part.filename) {
          await zip.remove();
          zip = null;
        }
      } else if (part.type === 'file') {
        throw badRequest(`Unexpected file "${part.fieldname}": send the CSV as csv and the zip as photos.`);
      }
    }
  } catch (err) {
    await zip?.remove();
    const code = (err as { code?: string }).code;
    if (err instanceof AppError) throw err;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'ZIP_TOO_LARGE', 'The zip of photos is too large.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many fields: send the CSV as csv and the zip as photos.');
    throw badRequest(MALFORMED_FORM, 'MALFORMED_MULTIPART');
  }
  if (csv === null) {
    await zip?.remove();
    throw badRequest('Send the CSV file in the form field csv.', 'CSV_UNREADABLE');
  }
  return { csv, zip };
}
