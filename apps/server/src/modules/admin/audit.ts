// The audit log (issue 26, decision 0049): every admin write, whoever made it, from which address, on what, with
// the before and after of each changed field. Written by one hook on every admin route (plugins/admin-auth.ts):
// before the handler it takes a snapshot of the row the call is about (the table below, read through the schema
// barrel), after a successful answer it takes another and stores the fields that differ. A write the table does
// not know is still recorded with the fields it was sent. Staff changes are recorded by the staff service itself.
// Rows are never changed or removed: a trigger of migration 0031 refuses UPDATE, DELETE and TRUNCATE.
import { csvCell } from '@zariya/shared/csv';
import { parseOrderRef } from '@zariya/shared/order-refs';
import { type AuditChange, type AuditEntry, type AuditQuery, changedFields } from '@zariya/shared/staff';
import { and, count, desc, eq, gte, lt, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  bundleOrders,
  deliverySettings,
  orders,
  products,
  productVariants,
  refunds,
  returnRequests,
  settings,
  sizeGuides,
  tickets,
} from '../../db/schema.ts';

export type AuditRecord = {
  staffId: number | null;
  staffName: string;
  ip: string;
  action: string;
  method: string;
  route: string;
  status: number;
  entity: string;
  entityId: string | null;
  changes: AuditChange[];
};

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}

type Row = Record<string, unknown> | undefined;
/** What a call is about: the entity, its id, and how to read the fields worth comparing. */
export type AuditTarget = { entity: string; entityId: string | null; load: (db: Db) => Promise<Row> };

type Call = { params: Record<string, string>; body: Record<string, unknown> };

const plain = (row: Row): Row =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : undefined;

const productFields = {
  brandname: products.brandname,
  productname: products.productname,
  category: products.category,
  description: products.description,
  newPrice: products.newPrice,
  oldPrice: products.oldPrice,
  discountPercent: products.discountPercent,
  available: products.available,
  stock: products.stock,
  stockMode: products.stockMode,
  material: products.material,
  colors: products.colors,
  sizes: products.sizes,
  hsnCode: products.hsnCode,
  archivedAt: products.archivedAt,
};

const product = (id: number): AuditTarget => ({
  entity: 'product',
  entityId: String(id),
  load: async (db) => plain((await db.select(productFields).from(products).where(eq(products.id, id)))[0]),
});

const orderTarget = (value: unknown, type?: unknown): AuditTarget | undefined => {
  const ref = parseOrderRef(value, type === 'bundle' || type === 'single' ? type : undefined);
  if (!ref) return undefined;
  const table = ref.type === 'bundle' ? bundleOrders : orders;
  return {
    entity: 'order',
    entityId: ref.type === 'bundle' ? `B-${ref.id}` : String(ref.id),
    load: async (db) =>
      plain(
        (
          await db
            .select({ status: table.status, statusChangeDate: table.statusChangeDate })
            .from(table)
            .where(eq(table.id, ref.id))
        )[0],
      ),
  };
};

/** Secrets kept in settings never reach the log, not even as "changed". */
const SECRET_SETTING = /(_key|_pepper|_hash|secret|password)$/;

const shopSettings: AuditTarget = {
  entity: 'settings',
  entityId: null,
  load: async (db) => {
    const rows = await db.select().from(settings).where(notLike(settings.key, 'staff_%'));
    return Object.fromEntries(rows.filter((r) => !SECRET_SETTING.test(r.key)).map((r) => [r.key, r.value]));
  },
};

const id = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** The calls whose rows the log compares, by method and route pattern. */
const TARGETS: Record<string, (call: Call) => AuditTarget | undefined> = {
  'PUT /api/updateproducts/:id': ({ params }) => (id(params.id) ? product(id(params.id)!) : undefined),
  'DELETE /api/products/:id': ({ params }) => (id(params.id) ? product(id(params.id)!) : undefined),
  'PUT /api/admin/products/:id/variants/:variantId': ({ params }) => {
    const variantId = id(params.variantId);
    if (!variantId) return undefined;
    return {
      entity: 'variant',
      entityId: String(variantId),
      load: async (db) =>
        plain(
          (
            await db
              .select({
                productId: productVariants.productId,
                size: productVariants.size,
                color: productVariants.color,
                sku: productVariants.sku,
                stock: productVariants.stock,
                newPrice: productVariants.newPrice,
                oldPrice: productVariants.oldPrice,
              })
              .from(productVariants)
              .where(eq(productVariants.id, variantId))
          )[0],
        ),
    };
  },
  'POST /api/updateOrderStatus': ({ body }) => orderTarget(body.orderId, body.orderType),
  'POST /api/admin/orders/:orderRef/fulfilment': ({ params }) => orderTarget(params.orderRef),
  'POST /api/admin/refunds': ({ body }) => {
    const ref = parseOrderRef(body.orderId);
    if (!ref) return undefined;
    return {
      entity: 'refund',
      entityId: ref.type === 'bundle' ? `B-${ref.id}` : String(ref.id),
      load: async (db) => {
        const [row] = await db
          .select({
            refunds: count(),
            refundedPaise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
          })
          .from(refunds)
          .where(and(eq(refunds.orderKind, ref.type), eq(refunds.orderId, ref.id)));
        return plain({ refunds: Number(row.refunds), refundedRupees: Number(row.refundedPaise) / 100 });
      },
    };
  },
  'POST /api/admin/refunds/:id/retry': ({ params }) => {
    const refundId = id(params.id);
    if (!refundId) return undefined;
    return {
      entity: 'refund',
      entityId: String(refundId),
      load: async (db) =>
        plain(
          (
            await db
              .select({
                status: refunds.status,
                attempts: refunds.attempts,
                amountPaise: refunds.amountPaise,
              })
              .from(refunds)
              .where(eq(refunds.id, refundId))
          )[0],
        ),
    };
  },
  'POST /api/admin/returns/:id/move': ({ params }) => {
    const returnId = id(params.id);
    if (!returnId) return undefined;
    return {
      entity: 'return',
      entityId: String(returnId),
      load: async (db) =>
        plain(
          (
            await db
              .select({ status: returnRequests.status, ownerNote: returnRequests.ownerNote })
              .from(returnRequests)
              .where(eq(returnRequests.id, returnId))
          )[0],
        ),
    };
  },
  'POST /api/updateTicket': ({ body }) => {
    const ticketId = typeof body.ticketId === 'number' ? body.ticketId : id(String(body.ticketId ?? ''));
    if (!ticketId) return undefined;
    return {
      entity: 'ticket',
      entityId: String(ticketId),
      load: async (db) => plain((await db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]),
    };
  },
  'PUT /api/admin/size-guides/:category': ({ params }) => sizeGuide(params.category),
  'DELETE /api/admin/size-guides/:category': ({ params }) => sizeGuide(params.category),
  'PUT /api/admin/delivery-settings': () => ({
    entity: 'delivery-settings',
    entityId: null,
    load: async (db) => plain((await db.select().from(deliverySettings))[0]),
  }),
  'PUT /api/admin/cod-settings': () => shopSettings,
  'PUT /api/admin/gst/shop': () => shopSettings,
  'PUT /api/admin/gst/hsn': () => shopSettings,
};

const sizeGuide = (category: string | undefined): AuditTarget | undefined =>
  category
    ? {
        entity: 'size-guide',
        entityId: category,
        load: async (db) =>
          plain(
            (
              await db
                .select({ rows: sizeGuides.rows })
                .from(sizeGuides)
                .where(eq(sizeGuides.category, category))
            )[0],
          ),
      }
    : undefined;

/** Fields of a request body never written to the log. */
const SECRET_FIELD = /password|token|secret|code$|otp/i;

/** The entity a route is about when the table above does not know it: the route's first word after /api/admin. */
function entityOfRoute(route: string): string {
  const parts = route
    .replace(/^\/api\//, '')
    .replace(/^admin\//, '')
    .split('/')
    .filter((p) => p && !p.startsWith(':'));
  return parts[0] ?? 'admin';
}

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The target of a write: the known row, or the route's entity with its first id parameter. */
export function auditTarget(method: string, route: string, call: Call): AuditTarget & { known: boolean } {
  const known = TARGETS[`${method} ${route}`]?.(call);
  if (known) return { ...known, known: true };
  const firstParam = Object.values(call.params)[0];
  return {
    entity: entityOfRoute(route),
    entityId: firstParam === undefined ? null : String(firstParam).slice(0, 80),
    load: async () => undefined,
    known: false,
  };
}

/** The action word: the last word of the route for a POST on a named step, else create/update/delete. */
export function auditAction(method: string, route: string): string {
  const last = route.split('/').filter(Boolean).at(-1) ?? '';
  if (
    method === 'POST' &&
    /^(move|retry|fulfilment|tracking|words|updateOrderStatus|updateTicket)$/.test(last)
  )
    return last === 'updateOrderStatus' ? 'status' : last === 'updateTicket' ? 'answer' : last;
  if (route === '/api/admin/refunds' && method === 'POST') return 'refund';
  return ACTIONS[method] ?? method.toLowerCase();
}

/** The changes of a write whose rows the log does not know: the fields it was sent, secrets left out. */
export function sentFields(body: unknown): AuditChange[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(([field]) => !SECRET_FIELD.test(field))
    .map(([field, after]) => ({ field, before: null, after }));
}

export const auditChanges = changedFields;

// ---------------------------------------------------------------------------------------------------------------
// Reading the log

export const AUDIT_PAGE_SIZE = 50;

const kolkataDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function filters(q: AuditQuery) {
  const where = [];
  if (q.staffId) where.push(eq(auditLog.staffId, q.staffId));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, kolkataDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, new Date(kolkataDayStart(q.to).getTime() + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

const entryOf = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  staffId: row.staffId,
  staffName: row.staffName,
  ip: row.ip,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  changes: row.changes,
});

export async function listAudit(db: Db, q: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = filters(q);
  const page = q.page ?? 1;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return { entries: rows.map(entryOf), total };
}

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The filtered log as CSV, one line per changed field (an entry without fields gets one line), oldest last. */
export async function auditCsv(db: Db, q: AuditQuery): Promise<string> {
  const rows = await db.select().from(auditLog).where(filters(q)).orderBy(desc(auditLog.id)).limit(100_000);
  const lines = [['at', 'staff', 'ip', 'action', 'entity', 'entity id', 'field', 'before', 'after']];
  for (const row of rows) {
    const base = [row.at.toISOString(), row.staffName, row.ip, row.action, row.entity, row.entityId ?? ''];
    if (row.changes.length === 0) lines.push([...base, '', '', '']);
    for (const c of row.changes) lines.push([...base, c.field, cell(c.before), cell(c.after)]);
  }
  return `${lines.map((line) => line.map((v) => csvCell(v)).join(',')).join('\r\n')}\r\n`;
}
