// Drizzle queries of support tickets; rows become the shared Ticket shapes here only.
import { isTicketResolved } from '@zariya/shared/order-status';
import { type OrderRef, orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import {
  type AdminTicket,
  type Ticket,
  type TicketOrderSummary,
  TicketStatusSchema,
} from '@zariya/shared/tickets-api';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrderItems, bundleOrders, orders, tickets, users } from '../../db/schema.ts';

type TicketRow = typeof tickets.$inferSelect;

const RESOLVED = ['solved', 'resolved'];

function toTicket(row: TicketRow): Ticket {
  const ref = parseOrderRef(row.orderId);
  const status = TicketStatusSchema.safeParse(row.status);
  return {
    _id: String(row.id),
    id: row.id,
    orderId: row.orderId,
    orderType: ref?.type ?? 'single',
    problemType: row.problemType,
    subject: row.subject,
    description: row.description,
    status: status.success ? status.data : 'pending',
    resolved: isTicketResolved(row.status),
    adminResponse: row.adminResponse,
    date: row.createdAt.toISOString(),
  };
}

/** The order's customer, its row locked until the transaction ends (one ticket check at a time). */
export async function lockOrderOwner(tx: Db, ref: OrderRef): Promise<number | undefined> {
  if (ref.type === 'single') {
    const [row] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, ref.id))
      .for('update');
    return row?.userId;
  }
  const [row] = await tx
    .select({ userId: bundleOrders.userId, paymentId: bundleOrders.paymentId })
    .from(bundleOrders)
    .where(eq(bundleOrders.id, ref.id))
    .for('update');
  // An unpaid bundle is an abandoned checkout, not an order.
  return row && row.paymentId !== null ? row.userId : undefined;
}

export async function hasUnresolvedTicket(db: Db, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.orderId, ref), notInArray(sql`lower(${tickets.status})`, RESOLVED)))
    .limit(1);
  return Boolean(row);
}

export async function insertTicket(db: Db, values: typeof tickets.$inferInsert): Promise<Ticket> {
  const [row] = await db.insert(tickets).values(values).returning();
  return toTicket(row);
}

export async function listUserTickets(db: Db, userId: number): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  return rows.map(toTicket);
}

async function orderSummaries(db: Db, refs: string[]): Promise<Map<string, TicketOrderSummary>> {
  const parsed = refs.map((r) => parseOrderRef(r)).filter((r): r is OrderRef => r !== null);
  const singleIds = [...new Set(parsed.filter((r) => r.type === 'single').map((r) => r.id))];
  const bundleIds = [...new Set(parsed.filter((r) => r.type === 'bundle').map((r) => r.id))];
  const summaries = new Map<string, TicketOrderSummary>();
  if (singleIds.length) {
    const rows = await db.select().from(orders).where(inArray(orders.id, singleIds));
    for (const o of rows) {
      const ref = orderRef('single', o.id);
      summaries.set(ref, {
        orderId: ref,
        orderType: 'single',
        items: o.productName,
        amount: o.price,
        status: o.status,
        date: o.createdAt.toISOString(),
      });
    }
  }
  if (bundleIds.length) {
    const rows = await db.select().from(bundleOrders).where(inArray(bundleOrders.id, bundleIds));
    const items = await db
      .select({ bundleOrderId: bundleOrderItems.bundleOrderId, productName: bundleOrderItems.productName })
      .from(bundleOrderItems)
      .where(inArray(bundleOrderItems.bundleOrderId, bundleIds))
      .orderBy(bundleOrderItems.id);
    for (const o of rows) {
      const ref = orderRef('bundle', o.id);
      summaries.set(ref, {
        orderId: ref,
        orderType: 'bundle',
        items: items
          .filter((i) => i.bundleOrderId === o.id)
          .map((i) => i.productName)
          .join(', '),
        amount: o.totalAmount,
        status: o.status,
        date: o.createdAt.toISOString(),
      });
    }
  }
  return summaries;
}

async function withCustomerAndOrder(
  db: Db,
  rows: Array<{ ticket: TicketRow; fullname: string; email: string; contact: string }>,
): Promise<AdminTicket[]> {
  const summaries = await orderSummaries(
    db,
    rows.map((r) => r.ticket.orderId),
  );
  return rows.map(({ ticket, fullname, email, contact }) => ({
    ...toTicket(ticket),
    userId: ticket.userId,
    customerName: fullname,
    customerEmail: email,
    customerMobile: contact,
    order: summaries.get(ticket.orderId) ?? null,
  }));
}

const adminSelection = {
  ticket: tickets,
  fullname: users.fullname,
  email: users.email,
  contact: users.contact,
};

export async function listAllTickets(db: Db): Promise<AdminTicket[]> {
  const rows = await db
    .select(adminSelection)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  return withCustomerAndOrder(db, rows);
}

/** The ticket to answer when only an order is named: its newest open ticket, else its newest. */
export async function ticketIdForOrder(db: Db, ref: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(eq(tickets.orderId, ref))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  return (rows.find((r) => !isTicketResolved(r.status)) ?? rows[0])?.id;
}

export async function answerTicket(
  db: Db,
  id: number,
  status: string,
  adminResponse: string | null,
): Promise<AdminTicket | undefined> {
  const [updated] = await db
    .update(tickets)
    .set({ status, adminResponse })
    .where(eq(tickets.id, id))
    .returning({ id: tickets.id });
  if (!updated) return undefined;
  const rows = await db
    .select(adminSelection)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(eq(tickets.id, id));
  return (await withCustomerAndOrder(db, rows))[0];
}
