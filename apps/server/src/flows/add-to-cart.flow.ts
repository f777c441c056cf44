// Flow: pieces into the cart, checked against the catalogue and the stock (POST /cart, the wishlist's "Move to
// cart", POST /updateCartQuantity). No transaction of its own (the wishlist's move runs it inside its own):
//   add:   1. the product, still on the catalogue (catalog)   2. the variant its size and colour name (inventory:
//             unknown → 400 VARIANT_UNKNOWN_SIZE/_COLOR, missing → the spec's CHOICE_REQUIRED)
//          3. the variant's pieces left once other shoppers' holds are set aside (inventory)   4. the new line (cart)
//   raise: 1. the shopper's line (cart)   2. more pieces of its variant only if they are left (inventory)
//          3. the quantity (cart)
import type { Db } from '../db/client.ts';
import * as cart from '../modules/cart/cart.service.ts';
import { productRow } from '../modules/catalog/catalog.service.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';

export async function addToCart(db: Db, userId: number, input: cart.AddToCartInput, now = new Date()) {
  const product = await productRow(db, cart.productIdOf(input.product));
  if (!product) throw inventory.productNotFound();
  const variant = await inventory.chooseVariant(db, product, input);
  const quantity = input.quantity ?? 1;
  await inventory.assertHoldable(
    db,
    userId,
    [{ productId: product.id, variantId: variant.id, quantity }],
    now,
    false,
  );
  return cart.insertLine(db, userId, product, variant, input, quantity, now);
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
    await inventory.assertHoldable(db, userId, inventory.piecesOf([{ ...row.line, quantity }]), now, false);
  }
  return cart.setQuantity(db, userId, lineId, quantity, now);
}
