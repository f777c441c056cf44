// Flow: "Move to cart" from the wishlist (issue 14), in one transaction:
//   1. lock the shopper's wishlist, check the product is on it and still sold (wishlist)
//   2. add it to the cart with the cart's own checks: size, colour, stock (cart)
//   3. take it off the wishlist, only once the cart took it (wishlist)
import type { WishlistMove } from '@zariya/shared/wishlist';
import { WISHLIST_MESSAGES } from '@zariya/shared/wishlist-rules';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { addToCart } from './add-to-cart.flow.ts';
import * as wishlist from '../modules/wishlist/wishlist.service.ts';

export async function moveToCart(db: Db, userId: number, productId: number, choice: WishlistMove) {
  await inTransaction(db, async (tx) => {
    await wishlist.lockForMove(tx, userId, productId);
    await addToCart(tx, userId, { product: productId, size: choice.size, color: choice.color });
    await wishlist.removeItem(tx, userId, productId);
  });
  return { message: WISHLIST_MESSAGES.moved, items: await wishlist.wishlistItems(db, userId) };
}
