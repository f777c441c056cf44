// product rules §7 lists no stock for /addproduct: a product added without a count is sold while it is available
// (decision 0020); a count added later is kept as any other.
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { databaseKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { postAddProduct, solidJpeg } from '../../test/multipart.ts';

const FIELDS = {
  brandname: 'Jaipur Prints',
  productname: 'Block-print cotton dupatta',
  category: 'Accessories',
  description: 'Hand block printed.',
  new_price: '650',
  material: 'Cotton',
  available: 'true',
  color_0: 'indigo',
};

describe.each(databaseKinds())('a product without a stock count on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  it('is added without stock, shown in stock, and sold while available without a count', async () => {
    const jpeg = await solidJpeg(40, 50, '#335');
    const added = await postAddProduct(t.app, t.admin, FIELDS, [
      { field: 'image', filename: 'd.jpg', data: jpeg },
    ]);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Product added successfully!');
    const product = added.json().product as Product;
    expect(product).toMatchObject({ stock: null, available: true });

    const s = await signUpShopper(t.app);
    const choice = { color: 'Indigo', size: '' };
    for (let i = 0; i < 3; i++) {
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/createOrder',
        payload: {
          amount: singlePurchaseTotal(650, 2, false),
          productId: product.id,
          quantity: 2,
          ...choice,
        },
        headers: s.auth,
      });
      expect(order.statusCode, order.body).toBe(201);
      const proof = (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/test/pay',
          payload: { orderId: order.json().id },
          headers: s.auth,
        })
      ).json();
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/saveOrder',
        payload: { userId: s.userId, productId: product.id, quantity: 2, ...choice, ...proof },
        headers: s.auth,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: null, available: true });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { userId: s.userId, product: product.id, ...choice },
      headers: s.auth,
    });
    expect(cart.statusCode).toBe(201);
    expect(cart.json().cart[0].stock).toBeNull();

    // A count set later is kept as any other.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${product.id}`,
      payload: { ...FIELDS, new_price: 650, stock: 1 },
      headers: t.admin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product ?? edited.json()).toMatchObject({ stock: 1 });
  });
});
