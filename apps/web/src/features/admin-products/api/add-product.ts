// POST /api/addproduct (admin, multipart, product rules §7): the product's fields and its image files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCreate } from '@zariya/shared/catalog';
import { IMAGE_FIELD_NAMES } from '@zariya/shared/product';
import type { VariantGrid } from '@zariya/shared/variants';
import { api } from '../../../lib/api-client';
import { refreshProductLists } from './get-admin-products';

/** `grid`: the variant grid's cells (sent as the `variants` field) and whether the product counts per cell. */
export type AddProductInput = { product: ProductCreate; images: File[]; grid?: VariantGrid };

/** The multipart form of product rules §7: sizes_{n}, color_{n}, specifications_{key}, image … imageeight. */
function productFormData({ product, images, grid }: AddProductInput): FormData {
  const form = new FormData();
  const { sizes, colors, specifications, old_price, ...fields } = product;
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  if (old_price !== undefined) form.append('old_price', String(old_price));
  for (const [n, size] of sizes.entries()) form.append(`sizes_${n}`, size);
  for (const [n, color] of colors.entries()) form.append(`color_${n}`, color);
  for (const { key, value } of specifications) form.append(`specifications_${key}`, value);
  if (grid) {
    form.append('variants', JSON.stringify(grid.cells));
    form.append('variants_mode', grid.mode);
  }
  for (const [n, file] of images.entries()) form.append(IMAGE_FIELD_NAMES[n], file, file.name);
  return form;
}

export function addProduct(input: AddProductInput) {
  return api.post('/addproduct', productFormData(input), { auth: 'admin' });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => refreshProductLists(queryClient),
  });
}
