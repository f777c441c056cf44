// Builds a multipart/form-data payload for app.inject, as a browser's FormData would send it.
import { numberedFields } from '@zariya/shared/test-fixtures';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type FilePart = { field: string; filename: string; data: Buffer; type?: string };

/** A plain JPEG of one colour, for a product's or a return's photo. */
export const solidJpeg = (width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export async function multipartPayload(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/**
 * The Add Product form's fields for a Jaipur Threads cotton kurta at ₹1,299 (Women Ethnic) in these sizes and
 * colours, with `fields` (MRP, stock, the variant grid…) added or put instead.
 */
export const jaipurKurta = (
  productname: string,
  sizes: readonly string[],
  colors: readonly string[],
  fields: Record<string, string> = {},
): Record<string, string> => ({
  brandname: 'Jaipur Threads',
  productname,
  category: 'Women Ethnic',
  new_price: '1299',
  material: 'Cotton',
  ...numberedFields('sizes', sizes),
  ...numberedFields('color', colors),
  ...fields,
});

/** Sends the owner's Add Product form, its fields and photos, to /api/addproduct with these headers. */
export async function postAddProduct(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const { payload, headers } = await multipartPayload(fields, files);
  return app.inject({ method: 'POST', url: '/api/addproduct', payload, headers: { ...headers, ...auth } });
}

/**
 * A new product as the owner's Add Product form sends it to /api/addproduct (a browser FormData, for fetch):
 * its fields and one generated JPEG, 40 × 50 unless `photo` says otherwise.
 */
export async function productForm(
  fields: Record<string, string>,
  photo: { file: string; background: string; width?: number; height?: number } = {
    file: 'p.jpg',
    background: '#a33',
  },
): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { width = 40, height = 50, background } = photo;
  const jpeg = await solidJpeg(width, height, background);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), photo.file);
  return form;
}
