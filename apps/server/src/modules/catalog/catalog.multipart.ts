// Reads the add-product form of product rules §7 (multipart): plain fields, sizes_{n}, color_{n},
// specifications_{key} and the image..imageeight files, into the shape ProductCreateSchema checks.
import { MAX_IMAGE_BYTES, ProductCreateSchema, type ProductCreate } from '@zariya/shared/catalog';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { IMAGE_FIELD_NAMES } from '@zariya/shared/product';
import { type GridCell, GridCellsSchema, STOCK_MODES, type StockMode } from '@zariya/shared/variants';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { assertNoControlCharacters } from '../../plugins/input-guard.ts';
import { MALFORMED_FORM } from '../../lib/multipart.ts';
import { imageTooLarge } from '../../lib/images.ts';
import type { UploadedImage } from './catalog.service.ts';

/**
 * `cells`: the optional `variants` field (a JSON list of grid cells): the product is added split, or pooled (its
 * cells' made, price and SKU only) when `variants_mode` is 'pooled'.
 */
export type ProductForm = {
  input: ProductCreate;
  images: UploadedImage[];
  cells?: GridCell[];
  mode?: StockMode;
};

const tooManyImages = () =>
  badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`, 'TOO_MANY_IMAGES');

function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT') return tooManyImages();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('The form has too many fields.');
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  if (err instanceof AppError || (status >= 400 && status < 500)) return err;
  // Anything else from the multipart parser (no boundary, a cut-off or garbled part) is the sender's fault.
  return badRequest(MALFORMED_FORM, 'MALFORMED_MULTIPART');
}

function byIndex(entries: Array<[number, string]>): string[] {
  return entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
}

function parseJsonList(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${label} must be a JSON list.`, 'VALIDATION_ERROR');
  }
}

export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the product as multipart/form-data.', 'NOT_MULTIPART');
  }
  const fields: Record<string, unknown> = {};
  const sizes: Array<[number, string]> = [];
  const colors: Array<[number, string]> = [];
  const specifications: Array<{ key: string; value: string }> = [];
  let variants: unknown;
  let mode: string | undefined;
  const slotted: Array<{ slot: number; image: UploadedImage }> = [];
  try {
    const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const named = (IMAGE_FIELD_NAMES as readonly string[]).indexOf(part.fieldname);
        if (named === -1 && part.fieldname !== 'images') {
          throw badRequest(`Unexpected file field "${part.fieldname}"; use image, imagetwo … imageeight.`);
        }
        if (named !== -1 && slotted.some((s) => s.slot === named)) {
          throw badRequest(`Only one file may be sent as ${part.fieldname}.`);
        }
        const buffer = await part.toBuffer();
        // An empty file input is sent as a nameless, empty part: it is not an image.
        if (buffer.length === 0 && !part.filename) continue;
        const slot = named === -1 ? IMAGE_FIELD_NAMES.length + slotted.length : named;
        slotted.push({ slot, image: { field: part.fieldname, buffer } });
        continue;
      }
      const name = part.fieldname;
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const size = /^sizes?_(\d+)$/.exec(name);
      const color = /^colou?rs?_(\d+)$/.exec(name);
      if (size) sizes.push([Number(size[1]), value.trim()]);
      else if (color) colors.push([Number(color[1]), value.trim()]);
      else if (name.startsWith('specifications_')) {
        specifications.push({ key: name.slice('specifications_'.length), value });
      } else if (name === 'specifications') {
        fields.specifications = parseJsonList(value, 'Specifications');
      } else if (name === 'variants_mode') {
        mode = value;
      } else if (name === 'variants') {
        variants = parseJsonList(value, 'Variants');
      } else if (name !== 'id') fields[name] = value;
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (sizes.length) fields.sizes = byIndex(sizes);
  if (colors.length) fields.colors = byIndex(colors);
  if (specifications.length) {
    const fromJson = Array.isArray(fields.specifications) ? fields.specifications : [];
    fields.specifications = [...fromJson, ...specifications];
  }

  assertNoControlCharacters(fields);
  const parsed = ProductCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    const message = /^Invalid/.test(issue.message) && field ? `${field}: ${issue.message}` : issue.message;
    throw badRequest(message, 'VALIDATION_ERROR');
  }
  const images = slotted.sort((a, b) => a.slot - b.slot).map((s) => s.image);
  if (images.length > MAX_PRODUCT_IMAGES) throw tooManyImages();
  if (variants === undefined) return { input: parsed.data, images };
  assertNoControlCharacters(variants);
  const cells = GridCellsSchema.safeParse(variants);
  if (!cells.success) {
    const issue = cells.error.issues[0];
    const at = issue.path.length ? `variants.${issue.path.join('.')}: ` : '';
    throw badRequest(`${at}${issue.message}`, 'VALIDATION_ERROR');
  }
  if (mode !== undefined && !(STOCK_MODES as readonly string[]).includes(mode)) {
    throw badRequest("variants_mode must be 'split' or 'pooled'.", 'VALIDATION_ERROR');
  }
  return { input: parsed.data, images, cells: cells.data, mode: (mode as StockMode | undefined) ?? 'split' };
}
