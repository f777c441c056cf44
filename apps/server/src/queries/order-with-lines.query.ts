// Named query (issue 31): a placed order with its customer, address, money and lines, single or bundle alike. The
// fulfilment module locks it for a step (its repository's lockOrder); the notifications module reads it, with its
// shipment, for a notice (order-notice.query.ts). It reads the orders module's tables; neither module imports the
// other.
import type { FulfilmentState, PaymentMethod } from '@zariya/shared/fulfilment';
import type { OrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../db/client.ts';
import {
  type BundleOrderRow,
  bundleOrderRow,
  type SingleOrderRow,
  singleOrderRow,
} from '../db/order-rows.ts';
import type { orders } from '../db/schema.ts';

export type OrderWithLines = {
  ref: OrderRef;
  userId: number;
  status: string;
  fulfilment: FulfilmentState;
  paymentMethod: PaymentMethod;
  /** False for a bundle saved at checkout and never placed: not an order yet. */
  placed: boolean;
  goodsTotal: number;
  codFee: number;
  createdAt: Date;
  deliveryAddress: (typeof orders.$inferSelect)['deliveryAddress'];
  customer: { name: string; email: string; phone: string };
  lines: Array<{
    productId: number;
    /** The variant sold (decision 0043 phase 2); null only on lines older than variants that matched none. */
    variantId: number | null;
    productName: string;
    quantity: number;
    unitPrice: number;
    size: string;
    color: string;
  }>;
};

/** What a step needs of an order of either kind, from the columns both kinds have. */
const header = (ref: OrderRef, row: SingleOrderRow | BundleOrderRow) => ({
  ref,
  userId: row.userId,
  status: row.status,
  fulfilment: row.fulfilment as FulfilmentState,
  paymentMethod: row.paymentMethod as PaymentMethod,
  codFee: row.codFee,
  createdAt: row.createdAt,
  deliveryAddress: row.deliveryAddress,
  customer: { name: row.userName, email: row.userEmail, phone: row.userNumber },
});

/** The order with what a step needs; its row locked until the transaction ends unless `lock` is false. */
export async function orderWithLines(
  tx: Db,
  ref: OrderRef,
  lock = true,
): Promise<OrderWithLines | undefined> {
  if (ref.type === 'single') {
    const row = await singleOrderRow(tx, ref.id, lock);
    if (!row) return undefined;
    return {
      ...header(ref, row),
      placed: true,
      goodsTotal: row.price,
      lines: [
        {
          productId: row.productId,
          variantId: row.variantId,
          productName: row.productName,
          quantity: row.quantity,
          unitPrice: Math.round((row.price / row.quantity) * 100) / 100,
          size: row.size,
          color: row.color,
        },
      ],
    };
  }
  const bundle = await bundleOrderRow(tx, ref.id, lock);
  if (!bundle) return undefined;
  const { row, items } = bundle;
  return {
    ...header(ref, row),
    placed: row.paymentId !== null || row.paymentMethod === 'cod',
    goodsTotal: row.totalAmount,
    lines: items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      productName: i.productName,
      quantity: i.quantity,
      unitPrice: i.price,
      size: i.size,
      color: i.color,
    })),
  };
}
