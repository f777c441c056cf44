// Reads the return request form (multipart): text fields, `items` as JSON text, and one file field, `photo`.
import { MAX_IMAGE_BYTES } from '@zariya/shared/catalog';
import { type ReturnRequestFields, ReturnRequestFieldsSchema } from '@zariya/shared/returns';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { MALFORMED_FORM } from '../../lib/multipart.ts';
import { assertNoControlCharacters } from '../../plugins/input-guard.ts';
import { imageTooLarge } from '../../lib/images.ts';

export type ReturnForm = { fields: ReturnRequestFields; photo?: Buffer };

const FIELDS = new Set(['orderId', 'kind', 'reason', 'note', 'items', 'size', 'color']);

function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one photo with a return.', 'TOO_MANY_IMAGES');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields.');
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  if (err instanceof AppError || (status >= 400 && status < 500)) return err;
  return badRequest(MALFORMED_FORM, 'MALFORMED_MULTIPART');
}

export async function readReturnForm(request: FastifyRequest): Promise<ReturnForm> {
  if (!request.isMultipart()) throw badRequest('Send the return as multipart/form-data.', 'NOT_MULTIPART');
  const raw: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo')
          throw badRequest(`Unexpected file field "${part.fieldname}"; use photo.`);
        const buffer = await part.toBuffer();
        if (buffer.length > 0 || part.filename) photo = buffer;
        continue;
      }
      if (FIELDS.has(part.fieldname)) raw[part.fieldname] = String(part.value ?? '');
    }
  } catch (err) {
    throw multipartError(err);
  }
  assertNoControlCharacters(raw);
  let items: unknown;
  try {
    items = JSON.parse(raw.items ?? '[]');
  } catch {
    throw badRequest('Pick at least one item.', 'VALIDATION_ERROR');
  }
  const parsed = ReturnRequestFieldsSchema.safeParse({
    ...raw,
    items,
    size: raw.size || undefined,
    color: raw.color || undefined,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'VALIDATION_ERROR');
  return { fields: parsed.data, photo };
}
