// Flow: pieces into the cart, checked against the catalogue and the stock (POST /cart, the wishlist's "Move to
// cart", POST /updateCartQuantity). No transaction of its own (the wishlist's move runs it inside its own):
//   add:   1. the product, still on the catalogue (catalog)   2. the size and colour it offers (shared choiceError)
//          3. the pieces left once other shoppers' holds are set aside (inventory)   4. the new line (cart)
//   raise: 1. the shopper's line (cart)   2. more pieces only if they are left (inventory)   3. the quantity (cart)
import { availableStock, choiceError } from '@zariya/shared/checkout';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import * as cart from '../modules/cart/cart.service.ts';
import { productRow } from '../modules/catalog/catalog.service.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';

export async function addToCart(db: Db, userId: number, input: cart.AddToCartInput, now = new Date()) {
  const product = await productRow(db, cart.productIdOf(input.product));
  if (!product) throw inventory.productNotFound();
  const choice = choiceError(product, input);
  if (choice) throw badRequest(choice, 'CHOICE_REQUIRED');
  const quantity = input.quantity ?? 1;
  const reserved = await inventory.reservedByOthers(db, [product.id], userId, now);
  inventory.assertInStock(product, availableStock(product.stock, reserved.get(product.id) ?? 0), quantity);
  return cart.insertLine(db, userId, product, input, quantity, now);
}

/** Lowering the quantity is always allowed; raising it needs the pieces. */
export async function updateQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
  now = new Date(),
) {
  const row = await cart.lineToChange(db, userId, lineId);
  if (quantity > row.line.quantity) {
    const reserved = await inventory.reservedByOthers(db, [row.product.id], userId, now);
    inventory.assertInStock(
      row.product,
      availableStock(row.product.stock, reserved.get(row.product.id) ?? 0),
      quantity,
    );
  }
  return cart.setQuantity(db, userId, lineId, quantity, now);
}
