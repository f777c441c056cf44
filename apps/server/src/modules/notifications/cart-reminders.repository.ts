// Abandoned carts: which are due a reminder, claiming one (once per cart change), and the stop flag.
import { and, asc, eq, exists, gt, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrders, cartLines, carts, orders, products, users } from '../../db/schema.ts';

export type DueCart = { userId: number; changedAt: Date; email: string; name: string };

/**
 * Carts last changed in (notBefore, dueBy], still holding lines, not reminded for this change, of a shopper who
 * has not stopped reminders and has placed no order since the change (a bundle counts once paid or COD).
 */
export async function dueCarts(db: Db, dueBy: Date, notBefore: Date, limit: number): Promise<DueCart[]> {
  return db
    .select({ userId: carts.userId, changedAt: carts.changedAt, email: users.email, name: users.fullname })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(
      and(
        lte(carts.changedAt, dueBy),
        gt(carts.changedAt, notBefore),
        or(isNull(carts.remindedFor), lt(carts.remindedFor, carts.changedAt)),
        eq(users.cartRemindersOff, false),
        exists(db.select({ one: sql`1` }).from(cartLines).where(eq(cartLines.userId, carts.userId))),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(and(eq(orders.userId, carts.userId), sql`${orders.createdAt} >= ${carts.changedAt}`)),
          ),
        ),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(bundleOrders)
              .where(
                and(
                  eq(bundleOrders.userId, carts.userId),
                  sql`${bundleOrders.createdAt} >= ${carts.changedAt}`,
                  or(sql`${bundleOrders.paymentId} is not null`, eq(bundleOrders.paymentMethod, 'cod')),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(carts.changedAt))
    .limit(limit);
}

/**
 * Marks the cart's current change as reminded unless another run did, or it changed again (no longer due);
 * answers the change claimed. The stored time is copied in SQL, so its precision never has to match.
 */
export async function claimReminder(db: Db, userId: number, dueBy: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(carts)
    .set({ remindedFor: sql`${carts.changedAt}` })
    .where(
      and(
        eq(carts.userId, userId),
        lte(carts.changedAt, dueBy),
        or(isNull(carts.remindedFor), lt(carts.remindedFor, carts.changedAt)),
      ),
    )
    .returning({ changedAt: carts.changedAt });
  return row?.changedAt;
}

/** Gives a claim back (the mail could not be queued), so the next run tries again. */
export async function releaseReminder(db: Db, userId: number, changedAt: Date) {
  await db
    .update(carts)
    .set({ remindedFor: null })
    .where(and(eq(carts.userId, userId), eq(carts.remindedFor, changedAt)));
}

export async function cartItems(db: Db, userId: number) {
  return db
    .select({ name: products.productname, quantity: cartLines.quantity, price: products.newPrice })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
}

export async function stopReminders(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ cartRemindersOff: true })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
