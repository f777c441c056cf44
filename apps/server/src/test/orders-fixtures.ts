// Orders written straight to the database, so support and order-desk tests do not depend on checkout.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { bundleOrderItems, bundleOrders, orders, products, users } from '../db/schema.ts';
import { multipartPayload } from './multipart.ts';

const ADDRESS = {
  addressLine1: '12 MG Road, Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

async function customer(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { userName: user.fullname, userEmail: user.email, userNumber: user.contact };
}

/** A paid single order; stock is taken as checkout would. */
export async function insertSingleOrder(
  db: Db,
  userId: number,
  productId: number,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const quantity = overrides.quantity ?? 1;
  await db
    .update(products)
    .set({ stock: product.stock! - quantity })
    .where(eq(products.id, productId));
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      productId,
      productName: product.productname,
      image: product.images[0] ?? '',
      quantity,
      price: product.newPrice * quantity,
      deliveryAddress: ADDRESS,
      paymentId: `pay_${randomBytes(8).toString('hex')}`,
      ...(await customer(db, userId)),
      ...overrides,
    })
    .returning();
  return row;
}

/** Marks a single order delivered just now (and so completed), as the courier's last update would. */
export async function markDelivered(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Asks to return the whole of a delivered single order for its size, with one photo, as the return form sends it. */
export async function askReturnWithPhoto(
  app: FastifyInstance,
  auth: Record<string, string>,
  orderId: number,
  photo: Buffer,
) {
  const form = await multipartPayload(
    {
      orderId: String(orderId),
      kind: 'return',
      reason: 'size_issue',
      items: JSON.stringify([{ lineId: orderId, quantity: 1 }]),
    },
    [{ field: 'photo', filename: 'kurta.jpg', data: photo }],
  );
  return app.inject({
    method: 'POST',
    url: '/api/returns',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
}

/** A bundle order; paid (stock taken) unless `paid: false`. */
export async function insertBundleOrder(
  db: Db,
  userId: number,
  lines: Array<{ productId: number; quantity?: number }>,
  options: { paid?: boolean; status?: string; createdAt?: Date } = {},
) {
  const paid = options.paid ?? true;
  const items = [];
  let total = 0;
  for (const line of lines) {
    const [product] = await db.select().from(products).where(eq(products.id, line.productId));
    const quantity = line.quantity ?? 1;
    if (paid) {
      await db
        .update(products)
        .set({ stock: product.stock! - quantity })
        .where(eq(products.id, line.productId));
    }
    total += product.newPrice * quantity;
    items.push({
      productId: product.id,
      productName: product.productname,
      price: product.newPrice,
      quantity,
      image: product.images[0] ?? '',
    });
  }
  const [row] = await db
    .insert(bundleOrders)
    .values({
      userId,
      totalAmount: total,
      status: options.status ?? (paid ? 'paid' : 'pending'),
      deliveryAddress: ADDRESS,
      paymentId: paid ? `pay_${randomBytes(8).toString('hex')}` : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(await customer(db, userId)),
    })
    .returning();
  await db.insert(bundleOrderItems).values(items.map((i) => ({ ...i, bundleOrderId: row.id })));
  return row;
}

export async function stockOf(db: Db, productId: number) {
  const [row] = await db
    .select({ stock: products.stock, available: products.available })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A shop's GST details (Bengaluru), so paid orders are invoiced and refunds get their credit notes. */
export const GST_SHOP = {
  legalName: 'Zariya Fashions Private Limited',
  tradeName: 'Zariya',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'ZR',
};

/** Saves GST_SHOP as the shop's GST details through the admin API, as the owner's settings page does. */
export async function saveGstShop(app: FastifyInstance, admin: Record<string, string>) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/gst/shop',
    payload: GST_SHOP,
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(`saving the GST details: ${res.statusCode} ${res.body}`);
}

/** Pays a saved bundle online through the test provider, as the browser does; answers the settling call. */
export async function payBundleOnline(
  app: FastifyInstance,
  shopper: { userId: number; auth: Record<string, string> },
  bundleOrderId: number,
  amount: number,
) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: shopper.auth });
  const created = await post('/createOrder', { userId: shopper.userId, amount, bundleOrderId });
  const result = (await post('/payments/test/pay', { orderId: created.json().id })).json();
  return post('/updateBundleOrderStatus', {
    userId: shopper.userId,
    bundleOrderId,
    status: 'paid',
    ...result,
  });
}
