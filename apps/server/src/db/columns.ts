// Column builders the module schemas share (modules/<m>/<m>.schema.ts). Each returns a new builder per call and
// writes exactly the SQL the column had when it was spelled out (drizzle-kit generate shows no difference).
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at`, now by default; the repository moves it forward on each change. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Rupees with paise: `numeric(12, 2)`, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
