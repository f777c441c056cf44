// Reads the Rate & Review form (multipart): text fields and at most one file field, `image`.
import { MAX_IMAGE_BYTES } from '@zariya/shared/catalog';
import { type SubmitFeedbackFields, SubmitFeedbackFieldsSchema } from '@zariya/shared/reviews-api';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { assertNoControlCharacters } from '../../plugins/input-guard.ts';
import { MALFORMED_FORM } from '../../lib/multipart.ts';
import { assertOwnUser } from '../../plugins/user-auth.ts';
import { imageTooLarge } from '../../lib/images.ts';

export type FeedbackForm = { fields: SubmitFeedbackFields; image?: Buffer };

const FIELDS = new Set(['userId', 'orderId', 'orderType', 'productId', 'rating', 'feedback']);

function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT')
    return badRequest('Send at most one image with a review.', 'TOO_MANY_IMAGES');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields.');
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  if (err instanceof AppError || (status >= 400 && status < 500)) return err;
  // Anything else from the multipart parser (no boundary, a cut-off or garbled part) is the sender's fault.
  return badRequest(MALFORMED_FORM, 'MALFORMED_MULTIPART');
}

export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the review as multipart/form-data.', 'NOT_MULTIPART');
  }
  const raw: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image')
          throw badRequest(`Unexpected file field "${part.fieldname}"; use image.`);
        const buffer = await part.toBuffer();
        // An empty file input arrives as a nameless, empty part: no image was chosen.
        if (buffer.length > 0 || part.filename) image = buffer;
        continue;
      }
      if (FIELDS.has(part.fieldname)) raw[part.fieldname] = String(part.value ?? '');
    }
  } catch (err) {
    throw multipartError(err);
  }
  assertNoControlCharacters(raw);
  if (raw.userId !== undefined && raw.userId !== '') assertOwnUser(request, raw.userId);
  const parsed = SubmitFeedbackFieldsSchema.safeParse({
    ...raw,
    userId: raw.userId || undefined,
    productId: raw.productId || undefined,
    orderType: raw.orderType || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    const message = /^Invalid/.test(issue.message) && field ? `${field}: ${issue.message}` : issue.message;
    throw badRequest(message, 'VALIDATION_ERROR');
  }
  return { fields: parsed.data, image };
}
