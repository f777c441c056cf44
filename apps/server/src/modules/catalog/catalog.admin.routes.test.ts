import { IMAGE_FIELD_NAMES, type Product } from '@zariya/shared/product';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, orders, products, users } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseAndStorageKinds, type TestApp } from '../../test/harness.ts';
import { type FilePart, multipartPayload } from '../../test/multipart.ts';
import { IMAGE_WIDTHS } from '@zariya/shared/images';
import { UPLOADS_CACHE_CONTROL } from '../../plugins/public-cache.ts';

// Lets one test make the database insert fail after the images were stored.
const failures = vi.hoisted(() => ({ insert: false }));
vi.mock('./catalog.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./catalog.repository.ts')>();
  return {
    ...real,
    insertProduct: async (...args: Parameters<typeof real.insertProduct>) => {
      if (failures.insert) throw new Error('connection lost');
      return real.insertProduct(...args);
    },
  };
});

const picture = (format: 'jpeg' | 'png' | 'webp', background = '#800000') =>
  sharp({ create: { width: 64, height: 80, channels: 3, background } })
    [format]()
    .toBuffer();

const FIELDS = {
  id: '12345',
  brandname: 'Kanchi Looms',
  productname: 'Kanjeevaram Silk Saree',
  category: 'Saree',
  description: 'Woven in Kanchipuram.',
  new_price: '1499',
  old_price: '2999',
  material: 'Pure Silk',
  available: 'true',
  stock: '5',
  sizes_0: 'Free Size',
  color_0: 'maroon',
  color_1: '#aabbcc',
  color_2: 'As per the image',
  specifications_Fabric: 'Pure Silk',
  'specifications_Wash Care': 'Dry clean only',
};

// Photos on both storage providers (issue 30): the local folder and a bucket of a local S3 stand-in.
describe.each(databaseAndStorageKinds())('product management on %s with %s storage', (kind, storage) => {
  let t: TestApp;
  let token: string;
  let jpeg: Buffer;

  /** The stored photo files, as the storage lists them (the folder's files, or the bucket's objects). */
  const uploads = async () => (await t.app.storage.list('public/')).map((o) => o.key.slice('public/'.length));
  const productCount = async () => Number((await t.db.select({ n: count() }).from(products))[0].n);

  async function addProduct(fields: Record<string, string>, files: FilePart[], auth = `Bearer ${token}`) {
    const { payload, headers } = await multipartPayload(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      payload,
      headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
    });
  }
  const mainImage = (): FilePart[] => [{ field: 'image', filename: 'front.jpg', data: jpeg }];

  /** Runs a request that must be refused, and checks that it left no file and no product behind. */
  async function expectNothingStored(run: () => Promise<{ statusCode: number }>, status: number) {
    const [filesBefore, countBefore] = [await uploads(), await productCount()];
    const res = await run();
    expect(res.statusCode).toBe(status);
    expect(await uploads()).toEqual(filesBefore);
    expect(await productCount()).toBe(countBefore);
    return res as Awaited<ReturnType<typeof addProduct>>;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { storage });
    token = await adminToken(t.app);
    jpeg = await picture('jpeg');
  });
  afterEach(() => {
    failures.insert = false;
  });
  afterAll(async () => t?.close());

  it('refuses every product change without the admin token', async () => {
    const existing = await insertProduct(t.db);
    for (const auth of ['', 'Bearer not-a-real-admin-token-at-all']) {
      const add = await expectNothingStored(() => addProduct(FIELDS, mainImage(), auth), 401);
      expect(add.json()).toEqual({ error: 'Admin access needs the admin password.', code: 'ADMIN_REQUIRED' });
      const headers = auth ? { authorization: auth } : {};
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/updateproducts/${existing.id}`,
        payload: { productname: 'Hacked' },
        headers,
      });
      expect(update.statusCode).toBe(401);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${existing.id}`, headers });
      expect(del.statusCode).toBe(401);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/products/${existing.id}` });
    expect(still.json().productname).toBe(existing.productname);
  });

  it('adds a product with its images, sizes, colours and specifications', async () => {
    const before = await uploads();
    const res = await addProduct(FIELDS, [
      { field: 'image', filename: 'front.jpg', data: jpeg },
      { field: 'imagetwo', filename: 'back.png', data: await picture('png'), type: 'image/png' },
      { field: 'imagethree', filename: 'drape.webp', data: await picture('webp'), type: 'image/webp' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { message, product } = res.json() as { message: string; product: Product };
    expect(message).toBe('Product added successfully!');
    expect(product).toMatchObject({
      brandname: 'Kanchi Looms',
      productname: 'Kanjeevaram Silk Saree',
      category: 'Saree',
      new_price: 1499,
      old_price: 2999,
      material: 'Pure Silk',
      available: true,
      stock: 5,
      sizes: ['Free Size'],
      colors: ['Maroon', '#AABBCC', 'As per the image'],
      specifications: [
        { key: 'Fabric', value: 'Pure Silk' },
        { key: 'Wash Care', value: 'Dry clean only' },
      ],
    });
    expect(product.id).not.toBe(12345);
    expect(product.images).toHaveLength(3);
    expect(product.image).toBe(product.images[0]);
    expect(product.imagethree).toBe(product.images[2]);
    for (const path of product.images) expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    // Each image is re-encoded to WebP: the main file and one per smaller width.
    expect((await uploads()).length - before.length).toBe(3 * (1 + IMAGE_WIDTHS.length));
    const served = await t.app.inject({ method: 'GET', url: `/api${product.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // The discount is kept in step, so the discount filter finds it.
    const half = await t.app.inject({ method: 'GET', url: '/api/products?discount=50&brand=Kanchi%20Looms' });
    expect(half.json().map((p: Product) => p.id)).toContain(product.id);
  });

  it('marks a product without stock unavailable', async () => {
    const res = await addProduct({ ...FIELDS, stock: '0', available: 'true' }, mainImage());
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ stock: 0, available: false });
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, and stores none of the others', async () => {
    const text = Buffer.from('this is not an image, whatever its name says\n');
    const renamed = await expectNothingStored(
      () =>
        addProduct(FIELDS, [
          ...mainImage(),
          { field: 'imagetwo', filename: 'photo.jpg', data: text, type: 'image/jpeg' },
        ]),
      400,
    );
    expect(renamed.json()).toEqual({
      error: 'Photo 2: only JPEG, PNG or WebP images are accepted.',
      code: 'INVALID_IMAGE',
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await expectNothingStored(
      () => addProduct(FIELDS, [{ field: 'image', filename: 'a.jpg', data: gif }]),
      400,
    );
    // Right magic bytes, broken body.
    const broken = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 7)]);
    await expectNothingStored(
      () => addProduct(FIELDS, [...mainImage(), { field: 'imagetwo', filename: 'b.jpg', data: broken }]),
      400,
    );
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await expectNothingStored(
      () => addProduct(FIELDS, [...mainImage(), { field: 'imagetwo', filename: 'huge.jpg', data: big }]),
      413,
    );
    expect(res.json()).toEqual({ error: 'Each image must be 5 MB or smaller.', code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a ninth image', async () => {
    const eight = IMAGE_FIELD_NAMES.map((field) => ({ field, filename: `${field}.jpg`, data: jpeg }));
    const res = await expectNothingStored(
      () => addProduct(FIELDS, [...eight, { field: 'images', filename: 'nine.jpg', data: jpeg }]),
      400,
    );
    expect(res.json()).toEqual({ error: 'A product can have at most 8 images.', code: 'TOO_MANY_IMAGES' });
    const ok = await addProduct(FIELDS, eight);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().product.imageeight).toBe(ok.json().product.images[7]);
  });

  it('refuses a product without an image', async () => {
    const res = await expectNothingStored(() => addProduct(FIELDS, []), 400);
    expect(res.json().error).toBe('Please add at least one product image.');
  });

  it.each([
    [{ brandname: '  ' }, 'Brand name is required.'],
    [
      { category: 'Shoes' },
      'Category must be one of: Saree, Regional Attires, Women Ethnic, Women Western, Accessories, Salwar & Suits.',
    ],
    [{ new_price: 'abc' }, 'Offer price must be a number.'],
    [{ new_price: '' }, 'Offer price is required.'],
    [{ new_price: '99.5' }, 'Offer price must be a whole number of rupees.'],
    [{ old_price: '-5' }, 'MRP must be between 1 and 1,00,00,000.'],
    [{ material: '' }, 'Material is required.'],
    [{ available: 'maybe' }, 'Available must be true or false.'],
    [{ stock: '-1' }, 'Stock cannot be negative.'],
    [{ stock: 'many' }, 'Stock must be a number.'],
    [{ sizes_0: 'M', sizes_1: 'M' }, 'Sizes must be unique: "M" is repeated.'],
    [{ sizes_0: 'M', sizes_1: ' ' }, 'Sizes cannot be empty.'],
    [
      { color_0: 'Maroon', color_1: 'maroon', color_2: 'Navy' },
      'Colours must be unique: "maroon" is repeated.',
    ],
    [{ color_2: '' }, 'Colours cannot be empty.'],
    [{ specifications_Fabric: '' }, 'Each specification needs a name and a value.'],
    [{ specifications_: 'Silk' }, 'Each specification needs a name and a value.'],
  ])('refuses bad input %o with a readable message', async (change, error) => {
    const res = await expectNothingStored(() => addProduct({ ...FIELDS, ...change }, mainImage()), 400);
    expect(res.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
  });

  it('refuses a JSON body where a form is expected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      payload: { productname: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Send the product as multipart/form-data.');
  });

  it('removes the stored images when saving the product fails', async () => {
    failures.insert = true;
    const res = await expectNothingStored(() => addProduct(FIELDS, mainImage()), 500);
    expect(res.json().error).toBe('Something went wrong on our side. Please try again.');
  });

  describe('updating', () => {
    let product: Product;
    beforeAll(async () => {
      product = (
        await addProduct(FIELDS, [
          ...mainImage(),
          { field: 'imagetwo', filename: 'b.png', data: await picture('png') },
        ])
      ).json().product;
    });
    const put = (id: number, payload: Record<string, unknown>, auth = `Bearer ${token}`) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/updateproducts/${id}`,
        payload,
        headers: { authorization: auth },
      });

    it('saves the edited product and keeps the discount and availability in step', async () => {
      const res = await put(product.id, {
        ...product,
        productname: '  Kanjeevaram Silk Saree, Temple Border ',
        new_price: 999,
        old_price: '',
        colors: 'Maroon,  navy , gold,',
        sizes: ' Free Size ',
        specifications: [{ key: 'Fabric', value: 'Silk' }],
        images: [product.images[1], product.images[0]],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Product updated successfully!');
      const saved = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
      expect(saved).toMatchObject({
        productname: 'Kanjeevaram Silk Saree, Temple Border',
        new_price: 999,
        old_price: null,
        colors: ['Maroon', 'Navy', 'Gold'],
        sizes: ['Free Size'],
        specifications: [{ key: 'Fabric', value: 'Silk' }],
        image: product.images[1],
        available: true,
      });
      const discounted = await t.app.inject({ method: 'GET', url: '/api/products?discount=10&limit=100' });
      expect(discounted.json().map((p: Product) => p.id)).not.toContain(product.id);

      const restocked = await put(product.id, { ...saved, new_price: '1200', old_price: 2400, stock: 0 });
      expect(restocked.json().product).toMatchObject({
        new_price: 1200,
        old_price: 2400,
        stock: 0,
        available: false,
      });
      const half = await t.app.inject({ method: 'GET', url: '/api/products?discount=50&limit=100' });
      expect(half.json().map((p: Product) => p.id)).toContain(product.id);
    });

    it('refuses bad edits with 400 and an unknown product with 404', async () => {
      const base = { productname: 'A', brandname: 'B', new_price: 100, material: 'Cotton' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...base, productname: '' }, 'Product name is required.'],
        [{ ...base, brandname: null }, 'Brand name is required.'],
        [{ ...base, new_price: 'abc' }, 'Offer price must be a number.'],
        [{ ...base, material: '   ' }, 'Material is required.'],
        [{ ...base, old_price: 'x' }, 'MRP must be a number.'],
        [{ ...base, sizes: ['S', 'S'] }, 'Sizes must be unique: "S" is repeated.'],
        [
          { ...base, specifications: [{ key: 'Fabric', value: '' }] },
          'Each specification needs a name and a value.',
        ],
        [{ ...base, category: 'Shoes' }, expect.stringMatching(/^Category must be one of/)],
        [
          { ...base, images: ['/uploads/someone-else.webp'] },
          '"/uploads/someone-else.webp" is not one of this product\'s images.',
        ],
      ] as Array<[Record<string, unknown>, string]>;
      for (const [payload, error] of cases) {
        const res = await put(product.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toEqual(error);
      }
      const missing = await put(999_999, base);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Product not found.', code: 'PRODUCT_NOT_FOUND' });
    });
  });

  describe('deleting', () => {
    it('deletes a product nobody names, with its image files; one in a cart is archived and stays in the cart', async () => {
      const added = (await addProduct(FIELDS, mainImage())).json().product as Product;
      const carted = (await addProduct({ ...FIELDS, productname: 'Carted saree' }, mainImage())).json()
        .product as Product;
      const [user] = await t.db
        .insert(users)
        .values({ fullname: 'Asha', contact: '9876500001', email: 'asha@example.in', passwordHash: 'x' })
        .returning();
      await t.db.insert(cartLines).values({ userId: user.id, productId: carted.id });
      const name = added.image.replace('/uploads/', '').replace('.webp', '');
      expect((await uploads()).filter((f) => f.startsWith(name))).toHaveLength(1 + IMAGE_WIDTHS.length);

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${added.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Product deleted.' });
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${added.id}` })).statusCode).toBe(404);
      expect((await uploads()).filter((f) => f.startsWith(name))).toEqual([]);
      const archived = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${carted.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(archived.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${carted.id}` })).statusCode).toBe(404);
      expect((await t.db.select().from(cartLines)).map((l) => l.productId)).toEqual([carted.id]);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${added.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.statusCode).toBe(404);
    });

    it('archives a product that has orders: gone from the shop, kept for its orders', async () => {
      const ordered = await insertProduct(t.db);
      const [user] = await t.db
        .insert(users)
        .values({ fullname: 'Meera', contact: '9876500002', email: 'meera@example.in', passwordHash: 'x' })
        .returning();
      await t.db.insert(orders).values({
        userId: user.id,
        productId: ordered.id,
        productName: ordered.productname,
        quantity: 1,
        price: ordered.newPrice,
        userName: 'Meera',
        userEmail: 'meera@example.in',
        userNumber: '9876500002',
      });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${ordered.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${ordered.id}` })).statusCode).toBe(
        404,
      );
      const listed = await t.app.inject({ method: 'GET', url: '/api/products?limit=48' });
      expect(listed.json().map((p: { id: number }) => p.id)).not.toContain(ordered.id);
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: ordered.productname },
      });
      expect(search.json().map((p: { id: number }) => p.id)).not.toContain(ordered.id);
      // Kept for the order (and its invoice, reviews and carts): the row is still there, off sale.
      const [kept] = await t.db.select().from(products).where(eq(products.id, ordered.id));
      expect(kept.archivedAt).not.toBeNull();
      expect(kept.available).toBe(false);
      expect((await t.db.select().from(orders).where(eq(orders.productId, ordered.id))).length).toBe(1);
      // A second delete finds nothing to delete.
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${ordered.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
