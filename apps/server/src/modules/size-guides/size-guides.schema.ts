// The size-guides module's table: a size guide per category.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';

/** The owner's size guide per category (issue 14): body measurements in cm, smallest size first. */
export type SizeGuideRowValue = { size: string; bust: number; waist: number; hip: number; length?: number };
export const sizeGuides = pgTable('size_guides', {
  category: text('category').primaryKey(),
  rows: jsonb('rows').$type<SizeGuideRowValue[]>().notNull(),
  updatedAt: updatedAt(),
});
