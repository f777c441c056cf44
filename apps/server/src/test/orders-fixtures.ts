// Orders written straight to the database, so support and order-desk tests do not depend on checkout.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundleOrderItems, bundleOrders, orders, products, users } from '../db/schema.ts';

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
