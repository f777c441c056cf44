// Pincodes (issue 13): the directory lookup, the address check other modules call before they write an
// address or an order, the product page's delivery check, the promise stored on an order, and the owner's
// delivery settings. The zone and date rules are shared (delivery-promise.ts); this file applies them.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { productPageDeliveryDate } from '@zariya/shared/dates';
import { type Place, sameState, zonePromise } from '@zariya/shared/delivery-promise';
import {
  type CodAvailability,
  type DeliveryCheckAnswer,
  type DeliverySettings,
  type DeliverySettingsAnswer,
  PINCODE_MESSAGES,
  type PincodeAnswer,
  PincodeSchema,
} from '@zariya/shared/pincode-api';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { DEFAULT_SETTINGS, readSettings, writeSettings } from './delivery.repository.ts';
import { findPincode, type PincodeEntry } from './pincode-directory.ts';

const toAnswer = (entry: PincodeEntry): PincodeAnswer => ({
  pincode: entry.pincode,
  city: entry.place.district,
  state: entry.place.state,
});

/** A pincode as typed (' 560001 ') that must be in the directory: 400 when malformed, 404 when unknown. */
async function knownPincode(pin: string): Promise<PincodeEntry> {
  const parsed = PincodeSchema.safeParse(pin);
  if (!parsed.success) throw badRequest(PINCODE_MESSAGES.malformed, 'INVALID_PINCODE');
  const entry = await findPincode(parsed.data);
  if (!entry) throw notFound(PINCODE_MESSAGES.unknown(parsed.data), 'UNKNOWN_PINCODE');
  return entry;
}

export async function lookupPincode(pin: string): Promise<PincodeAnswer> {
  return toAnswer(await knownPincode(pin));
}

/**
 * Refuses (400) an address whose pincode India Post does not know or whose state is not the pincode's. The city
 * is not compared: shoppers name their town, locality or district, and the pincode already pins the place.
 */
export async function assertDeliverableAddress(address: DeliveryAddress): Promise<void> {
  const entry = await findPincode(address.postalCode);
  if (!entry) throw badRequest(PINCODE_MESSAGES.unknown(address.postalCode), 'UNKNOWN_PINCODE');
  if (!entry.states.some((state) => sameState(address.state, state))) {
    throw badRequest(PINCODE_MESSAGES.stateMismatch(address.postalCode, entry.place.state), 'STATE_MISMATCH');
  }
}

/** Before an order is made: the address checks out and the shop delivers to its pincode. */
export async function assertOrderAddress(db: Db, address: DeliveryAddress | null | undefined): Promise<void> {
  if (!address) return;
  await assertDeliverableAddress(address);
  const settings = await readSettings(db);
  if (settings?.unservedPincodes.includes(address.postalCode)) {
    throw badRequest(PINCODE_MESSAGES.notServed(address.postalCode), 'PINCODE_NOT_SERVED');
  }
}

async function originPlace(settings: DeliverySettings): Promise<Place | null> {
  if (!settings.originPincode) return null;
  return (await findPincode(settings.originPincode))?.place ?? null;
}

/**
 * The product page's "Check delivery": where the pincode is, whether it is served, by when, and COD there (asked
 * of `codAt`, the cash-on-delivery module's answer, by flows/delivery-check.flow.ts). Until the owner has saved
 * delivery settings there are no zones, and the date is the spec's today + 5 days.
 */
export async function checkDelivery(
  db: Db,
  pin: string,
  codAt: (pincode: string) => Promise<CodAvailability>,
  now = new Date(),
): Promise<DeliveryCheckAnswer> {
  const entry = await knownPincode(pin);
  const settings = await readSettings(db);
  const where = toAnswer(entry);
  const cod = () => codAt(entry.pincode);
  if (!settings) {
    return {
      ...where,
      served: true,
      promisedBy: productPageDeliveryDate(now).toISOString(),
      cod: await cod(),
    };
  }
  if (settings.unservedPincodes.includes(entry.pincode)) {
    return {
      ...where,
      served: false,
      message: PINCODE_MESSAGES.notServed(entry.pincode),
      cod: { offered: false, reason: PINCODE_MESSAGES.notServed(entry.pincode) },
    };
  }
  const promise = zonePromise({
    origin: await originPlace(settings),
    destination: entry.place,
    zoneDays: settings.zoneDays,
    orderDate: now,
  });
  return {
    ...where,
    served: true,
    zone: promise.zone,
    days: promise.days,
    promisedBy: promise.promisedBy.toISOString(),
    cod: await cod(),
  };
}

/**
 * The date to store on an order placed now for this address, or null (no delivery settings saved yet, no address,
 * a pincode the directory does not know, or one no longer served): such an order keeps order date + 7 days.
 */
export async function promiseForOrder(
  db: Db,
  address: DeliveryAddress | null | undefined,
  orderDate: Date,
): Promise<Date | null> {
  if (!address) return null;
  const entry = await findPincode(address.postalCode);
  if (!entry) return null;
  const settings = await readSettings(db);
  if (!settings || settings.unservedPincodes.includes(entry.pincode)) return null;
  return zonePromise({
    origin: await originPlace(settings),
    destination: entry.place,
    zoneDays: settings.zoneDays,
    orderDate,
  }).promisedBy;
}

async function withOrigin(settings: DeliverySettings | null): Promise<DeliverySettingsAnswer> {
  const shown = settings ?? DEFAULT_SETTINGS;
  const entry = shown.originPincode ? await findPincode(shown.originPincode) : null;
  return { ...shown, saved: settings !== null, origin: entry ? toAnswer(entry) : null };
}

export async function deliverySettings(db: Db): Promise<DeliverySettingsAnswer> {
  return withOrigin(await readSettings(db));
}

/** Saves the owner's settings whole, after every pincode in them is found in the directory (nothing half-saved). */
export async function saveDeliverySettings(db: Db, input: DeliverySettings): Promise<DeliverySettingsAnswer> {
  if (input.originPincode && !(await findPincode(input.originPincode))) {
    throw badRequest(PINCODE_MESSAGES.unknownOrigin(input.originPincode), 'UNKNOWN_PINCODE');
  }
  const unserved = [...new Set(input.unservedPincodes)].sort();
  const unknown: string[] = [];
  for (const pin of unserved) if (!(await findPincode(pin))) unknown.push(pin);
  if (unknown.length > 0) throw badRequest(PINCODE_MESSAGES.unknownUnserved(unknown), 'UNKNOWN_PINCODE');
  const saved = await writeSettings(db, { ...input, unservedPincodes: unserved });
  return { ...(await withOrigin(saved)), message: PINCODE_MESSAGES.settingsSaved };
}
