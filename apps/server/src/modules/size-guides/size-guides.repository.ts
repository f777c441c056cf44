// Drizzle queries of the size guides; rows become the shared SizeGuide shape here.
import type { SizeGuide } from '@zariya/shared/size-guide';
import type { SizeGuideRow } from '@zariya/shared/size-guide-rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizeGuides } from '../../db/schema.ts';

const toGuide = (row: typeof sizeGuides.$inferSelect): SizeGuide => ({
  category: row.category as SizeGuide['category'],
  rows: row.rows,
  updatedAt: row.updatedAt.toISOString(),
});

export async function allGuides(db: Db): Promise<SizeGuide[]> {
  const rows = await db.select().from(sizeGuides).orderBy(asc(sizeGuides.category));
  return rows.map(toGuide);
}

export async function saveGuide(db: Db, category: string, rows: SizeGuideRow[]): Promise<SizeGuide> {
  const now = new Date();
  const [row] = await db
    .insert(sizeGuides)
    .values({ category, rows, updatedAt: now })
    .onConflictDoUpdate({ target: sizeGuides.category, set: { rows, updatedAt: now } })
    .returning();
  return toGuide(row);
}

export async function deleteGuide(db: Db, category: string): Promise<boolean> {
  const rows = await db
    .delete(sizeGuides)
    .where(eq(sizeGuides.category, category))
    .returning({ category: sizeGuides.category });
  return rows.length > 0;
}
