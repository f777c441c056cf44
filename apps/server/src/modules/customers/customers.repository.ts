// The owner's notes on a shopper (table customer_notes), newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerNotes } from '../../db/schema.ts';

const toNote = (row: typeof customerNotes.$inferSelect) => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export async function listNotes(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map(toNote);
}

export async function insertNote(db: Db, userId: number, text: string) {
  const [row] = await db.insert(customerNotes).values({ userId, text }).returning();
  return toNote(row);
}

/** True when the note was hers and is gone. */
export async function deleteNote(db: Db, userId: number, noteId: number) {
  const rows = await db
    .delete(customerNotes)
    .where(and(eq(customerNotes.id, noteId), eq(customerNotes.userId, userId)))
    .returning({ id: customerNotes.id });
  return rows.length > 0;
}
