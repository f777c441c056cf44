// Returns and exchanges (issue 14, shared returns.ts). The shopper asks within RETURN_WINDOW_DAYS of delivery;
// the owner steps the request along RETURN_MOVES, each step one guarded UPDATE in one transaction with what it
// does (crossing modules, so it is flows/return-step.flow.ts): received puts the pieces back (inventory), refunded
// records the refund (payments' refunds, or the owner's bank transfer for a COD order), exchanged takes the new
// piece and places a single order at price 0.
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import { returnValue } from '@zariya/shared/order-charges';
import { fromPaise } from '@zariya/shared/pricing';
import {
  exchangeable,
  exchangeChoiceRefusal,
  RETURN_MESSAGES,
  type ReturnOptions,
  returnDeadline,
  type ReturnRequestFields,
  type ReturnState,
  type ReturnView,
  returnItemsRefusal,
  returnWindowRefusal,
} from '@zariya/shared/returns';
import { variantChoice } from '@zariya/shared/variant-stock';
import { type StockMode, variantAvailable } from '@zariya/shared/variants';
import { loadSharp } from '../../lib/sharp.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AccountUser } from '../../lib/account-user.ts';
import { detectImageType } from '../../lib/images.ts';
import { type Storage, StorageUnavailableError } from '../../lib/storage/index.ts';
import { readReturnPhoto, removeReturnPhoto, storeReturnPhoto } from './returns.photos.ts';
import * as repo from './returns.repository.ts';

const orderNotFound = () => notFound(RETURN_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
export const returnNotFound = () => notFound(RETURN_MESSAGES.notFound, 'RETURN_NOT_FOUND');
const invalidPhoto = () => badRequest(RETURN_MESSAGES.invalidPhoto, 'INVALID_PHOTO');

/** By the bytes, then sharp must decode it: the file name and content type are not trusted. */
async function assertPhoto(photo: Buffer | undefined): Promise<Buffer> {
  if (!photo || photo.length === 0) throw badRequest(RETURN_MESSAGES.photoRequired, 'PHOTO_REQUIRED');
  if (!detectImageType(photo)) throw invalidPhoto();
  try {
    await (await loadSharp())(photo, { failOn: 'error' }).metadata();
  } catch {
    throw invalidPhoto();
  }
  return photo;
}

export async function requestReturn(
  db: Db,
  storage: Storage,
  user: AccountUser,
  input: ReturnRequestFields,
  photoFile: Buffer | undefined,
  now = new Date(),
): Promise<ReturnView> {
  const ref = parseOrderRef(input.orderId);
  if (!ref) throw orderNotFound();
  const photo = await assertPhoto(photoFile);
  let stored: string | null = null;
  try {
    const id = await inTransaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, ref.type, ref.id);
      // Someone else's order answers exactly as a missing one, so order numbers cannot be probed.
      if (!order || order.userId !== user.id) throw orderNotFound();
      // The exchanged piece was the original order's: its window was that order's and has been used.
      if (order.isExchange) throw conflict(RETURN_MESSAGES.exchangeFinal, 'EXCHANGE_NOT_RETURNABLE');
      const late = returnWindowRefusal(order, now);
      if (late)
        throw conflict(
          late,
          late === RETURN_MESSAGES.notDelivered ? 'NOT_DELIVERED' : 'RETURN_WINDOW_CLOSED',
        );
      const taken = await repo.takenPieces(tx, ref.type, ref.id);
      const lines = order.lines.map((l) => ({ ...l, taken: taken.get(l.lineId) ?? 0 }));
      const refusal = returnItemsRefusal(lines, input.items);
      if (refusal)
        throw refusal === RETURN_MESSAGES.alreadyRequested
          ? conflict(refusal, 'ALREADY_REQUESTED')
          : badRequest(refusal, 'BAD_ITEMS');
      // What these pieces cost her: their line's coupon, their share of the bundle coupon, and shipping and the
      // COD fee only when they are the order's last pieces (order-charges.ts; decision 0037).
      const value = returnValue(
        order.charges,
        input.kind === 'return' ? await repo.takenPieces(tx, ref.type, ref.id, true) : new Map(),
        input.items,
      );
      const picked = input.items.map((item, i) => ({
        line: order.lines.find((l) => l.lineId === item.lineId)!,
        quantity: item.quantity,
        amount: fromPaise(value.lines[i].paise),
      }));
      let exchangeSize = '';
      let exchangeColor = '';
      let exchangeVariantId: number | null = null;
      if (input.kind === 'exchange') {
        if (picked.length !== 1) throw badRequest(RETURN_MESSAGES.exchangeOneLine, 'EXCHANGE_ONE_ITEM');
        const { line, quantity } = picked[0];
        const product = await repo.findProduct(tx, line.productId);
        if (!product) throw conflict(RETURN_MESSAGES.exchangeOutOfStock, 'EXCHANGE_OUT_OF_STOCK');
        const wrong = exchangeChoiceRefusal(product, line, { size: input.size, color: input.color });
        if (wrong) throw badRequest(wrong, 'BAD_EXCHANGE_CHOICE');
        exchangeSize = input.size || line.size;
        exchangeColor = input.color || line.color;
        // The chosen variant, checked against its own count when the product is split (else the product's pool);
        // the piece itself is taken when the exchange is sent (flows/return-step.flow.ts).
        const chosen = variantChoice(product, await repo.variantsOf(tx, product.id), {
          size: exchangeSize,
          color: exchangeColor,
        });
        if ('refusal' in chosen) throw badRequest(chosen.refusal.message, chosen.refusal.code);
        const count = product.stockMode === 'split' ? chosen.variant.stock : product.stock;
        if (!product.available || (count !== null && count < quantity))
          throw conflict(RETURN_MESSAGES.exchangeOutOfStock, 'EXCHANGE_OUT_OF_STOCK');
        exchangeVariantId = chosen.variant.id;
      }
      // The photo is written last, once every check passed; a failed insert removes it below.
      // The storage unreachable is its own answer (503); anything else the photo's fault.
      stored = await storeReturnPhoto(storage, photo).catch((err: unknown) => {
        throw err instanceof StorageUnavailableError ? err : invalidPhoto();
      });
      const row = await repo.insertReturn(
        tx,
        {
          userId: user.id,
          orderKind: ref.type,
          orderId: ref.id,
          kind: input.kind,
          reason: input.reason,
          note: input.note,
          photo: stored,
          exchangeSize,
          exchangeColor,
          exchangeVariantId,
          amount: input.kind === 'return' ? fromPaise(value.totalPaise) : 0,
          paymentMethod: order.paymentMethod,
        },
        picked.map((p) => ({
          lineId: p.line.lineId,
          productId: p.line.productId,
          variantId: p.line.variantId,
          productName: p.line.productName,
          size: p.line.size,
          color: p.line.color,
          quantity: p.quantity,
          amount: p.amount,
        })),
      );
      return row.id;
    });
    return (await repo.findReturn(db, id))!;
  } catch (err) {
    if (stored) await removeReturnPhoto(storage, stored).catch(() => {});
    throw err;
  }
}

/** The return form's choices for the shopper's own order (read only). */
export async function returnOptions(
  db: Db,
  userId: number,
  orderId: string,
  now = new Date(),
): Promise<ReturnOptions> {
  const ref = parseOrderRef(orderId);
  if (!ref) throw orderNotFound();
  // One snapshot of the order, its requests and products; nothing is locked (the request re-checks everything).
  return inTransaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, ref.type, ref.id, false);
    if (!order || order.userId !== userId) throw orderNotFound();
    const taken = await repo.takenPieces(tx, ref.type, ref.id);
    const lines = [];
    for (const line of order.lines) {
      const product = await repo.findProduct(tx, line.productId);
      // Per variant (decision 0043): each combination on sale, a piece there by its own count (split) or the pool.
      const facts = product && {
        stock: product.stock,
        stockMode: product.stockMode as StockMode,
        available: product.available,
      };
      const variants = facts
        ? (await repo.variantsOf(tx, line.productId))
            .filter((v) => v.archivedAt === null)
            .map((v) => ({
              size: v.size,
              color: v.color,
              inStock: variantAvailable(facts, {
                size: v.size,
                color: v.color,
                stock: v.stock,
                newPrice: v.newPrice,
                oldPrice: v.oldPrice,
              }),
            }))
        : [];
      lines.push({
        lineId: line.lineId,
        productId: line.productId,
        productName: line.productName,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        left: Math.max(0, line.quantity - (taken.get(line.lineId) ?? 0)),
        sizes: product?.sizes ?? [],
        colors: product?.colors ?? [],
        inStock: exchangeable({ size: line.size, color: line.color, variants }),
        variants,
      });
    }
    return {
      orderRef: orderRef(ref.type, ref.id),
      refusal: order.isExchange ? RETURN_MESSAGES.exchangeFinal : returnWindowRefusal(order, now),
      deadline: order.deliveredAt ? returnDeadline(order.deliveredAt).toISOString() : null,
      lines,
    };
  });
}

/** The shopper's own returns, all or of one order (the order page). */
export async function myReturns(db: Db, userId: number, orderId?: string) {
  const ref = orderId === undefined ? undefined : parseOrderRef(orderId);
  if (ref === null) throw orderNotFound();
  return { returns: await repo.listReturns(db, { userId, order: ref }) };
}

export async function listReturns(db: Db, filter: { status?: ReturnState; orderId?: string }) {
  const ref = filter.orderId === undefined ? undefined : parseOrderRef(filter.orderId);
  if (ref === null) throw orderNotFound();
  return { returns: await repo.listReturns(db, { status: filter.status, order: ref }) };
}

/** What the owner's step (flows/return-step.flow.ts) reads and writes of a return, under its lock. */
export {
  findProduct,
  findReturn,
  insertExchangeOrder,
  itemsOf,
  lockOrder,
  lockReturn,
  moveReturn,
  type OrderKind,
} from './returns.repository.ts';

/** A return's photo for the owner (`viewer` null) or the shopper who sent it; anyone else finds nothing. */
export async function returnPhoto(
  db: Db,
  storage: Storage,
  id: number,
  viewer: number | null,
  width?: number,
) {
  const row = await repo.findReturnRow(db, id);
  if (!row || (viewer !== null && row.userId !== viewer) || !row.photo) throw returnNotFound();
  const bytes = await readReturnPhoto(storage, row.photo, width);
  if (!bytes) throw notFound(RETURN_MESSAGES.photoMissing, 'PHOTO_NOT_FOUND');
  return bytes;
}
