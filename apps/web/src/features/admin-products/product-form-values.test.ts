import { ProductUpdateSchema } from '@zariya/shared/catalog';
import { describe, expect, it } from 'vitest';
import { changedFields } from './product-form-values';

const form = {
  brandname: 'Kanchi Looms',
  productname: 'Silk Saree',
  category: 'Saree',
  description: 'Woven.',
  new_price: '1500',
  old_price: '',
  material: 'Silk',
  hsn_code: '',
  stock: '4',
  available: true,
  sizes: ['Free Size'],
  colors: ['Maroon'],
  specifications: [{ key: 'Fabric', value: 'Silk' }],
  images: ['/uploads/a.webp', '/uploads/b.webp'],
};
const read = (values: Record<string, unknown>) => ProductUpdateSchema.parse(values);

describe('changedFields', () => {
  it('is empty when nothing was changed, even where the form holds text for numbers', () => {
    expect(changedFields(read(form), read({ ...form, new_price: ' 1500 ' }))).toEqual({});
  });

  it('holds only the changed fields: a stock change does not carry the price it was opened with', () => {
    expect(changedFields(read(form), read({ ...form, stock: '9' }))).toEqual({ stock: 9 });
    expect(
      changedFields(read(form), read({ ...form, new_price: '999', colors: ['Maroon', 'Navy'] })),
    ).toEqual({
      new_price: 999,
      colors: ['Maroon', 'Navy'],
    });
  });

  it('sends a cleared field as null, so that the server clears it', () => {
    expect(changedFields(read({ ...form, old_price: '3000' }), read(form))).toEqual({ old_price: null });
    expect(changedFields(read(form), read({ ...form, stock: '' }))).toEqual({ stock: null });
  });

  it('sees a new order of the photos', () => {
    expect(
      changedFields(read(form), read({ ...form, images: ['/uploads/b.webp', '/uploads/a.webp'] })),
    ).toEqual({
      images: ['/uploads/b.webp', '/uploads/a.webp'],
    });
  });
});
