// "Recently viewed" of signed-in shoppers (issue 29 item 4, migration 0026): the products she opened, newest kept.
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { shopperIdColumn } from '../accounts/accounts.schema.ts';
import { productIdColumn } from './catalog.schema.ts';

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: shopperIdColumn(),
    productId: productIdColumn(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);
