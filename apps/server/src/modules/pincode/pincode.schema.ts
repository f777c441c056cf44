// The pincode module's table: the owner's delivery settings.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';

// The owner's delivery settings (issue 13): one row (id 1), made with the defaults on first save.
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    originPincode: text('origin_pincode'),
    sameCityDays: integer('same_city_days').notNull(),
    sameStateDays: integer('same_state_days').notNull(),
    metroDays: integer('metro_days').notNull(),
    restOfIndiaDays: integer('rest_of_india_days').notNull(),
    unservedPincodes: text('unserved_pincodes').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  () => [check('delivery_settings_one_row', sql`id = 1`)],
);
