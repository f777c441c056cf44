// Drizzle queries of the owner's delivery settings: one row, absent until she first saves.
import { DEFAULT_ZONE_DAYS } from '@zariya/shared/delivery-promise';
import type { DeliverySettings } from '@zariya/shared/pincode-api';
import type { Db } from '../../db/client.ts';
import { deliverySettings } from '../../db/schema.ts';

export const DEFAULT_SETTINGS: DeliverySettings = {
  originPincode: null,
  zoneDays: DEFAULT_ZONE_DAYS,
  unservedPincodes: [],
};

const toSettings = (row: typeof deliverySettings.$inferSelect): DeliverySettings => ({
  originPincode: row.originPincode,
  zoneDays: {
    sameCity: row.sameCityDays,
    sameState: row.sameStateDays,
    metro: row.metroDays,
    restOfIndia: row.restOfIndiaDays,
  },
  unservedPincodes: row.unservedPincodes,
});

/** The owner's settings, or null while she has never saved any. */
export async function readSettings(db: Db): Promise<DeliverySettings | null> {
  const [row] = await db.select().from(deliverySettings);
  return row ? toSettings(row) : null;
}

/** One statement: the whole row is written at once, so a reader never sees half of a save. */
export async function writeSettings(db: Db, settings: DeliverySettings): Promise<DeliverySettings> {
  const values = {
    originPincode: settings.originPincode,
    sameCityDays: settings.zoneDays.sameCity,
    sameStateDays: settings.zoneDays.sameState,
    metroDays: settings.zoneDays.metro,
    restOfIndiaDays: settings.zoneDays.restOfIndia,
    unservedPincodes: settings.unservedPincodes,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(deliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values })
    .returning();
  return toSettings(row);
}
