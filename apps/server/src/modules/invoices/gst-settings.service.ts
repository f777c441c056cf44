// The owner's GST settings: the shop as it appears on invoices, HSN defaults by category and the dated rate table.
import { CATEGORIES } from '@zariya/shared/constants';
import { DEFAULT_CATEGORY_HSN, type GstRateRow } from '@zariya/shared/gst';
import {
  type CategoryHsn,
  GST_MESSAGES,
  type GstRateInput,
  type GstSettings,
  type ShopGst,
} from '@zariya/shared/gst-api';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import * as repo from './invoices.repository.ts';

const SHOP_KEY = 'gst.shop';
const HSN_KEY = 'gst.categoryHsn';

/** The shop as saved, with when GST details were first saved (orders paid since then get invoices). */
export type ShopProfile = ShopGst & { configuredAt: string };

export const shopProfile = (db: Db) => repo.getJsonSetting<ShopProfile>(db, SHOP_KEY);

export async function categoryHsn(db: Db): Promise<Record<string, string>> {
  const saved = (await repo.getJsonSetting<Partial<CategoryHsn>>(db, HSN_KEY)) ?? {};
  return { ...DEFAULT_CATEGORY_HSN, ...saved };
}

export async function gstSettings(db: Db): Promise<GstSettings> {
  const shop = await shopProfile(db);
  return {
    shop: shop
      ? {
          legalName: shop.legalName,
          tradeName: shop.tradeName,
          address: shop.address,
          stateCode: shop.stateCode,
          gstin: shop.gstin,
          invoicePrefix: shop.invoicePrefix,
        }
      : null,
    categoryHsn: await categoryHsn(db),
    rates: await repo.listRates(db),
  };
}

export async function saveShop(db: Db, shop: ShopGst, now = new Date()) {
  const before = await shopProfile(db);
  await repo.putJsonSetting(db, SHOP_KEY, {
    ...shop,
    configuredAt: before?.configuredAt ?? now.toISOString(),
  });
  return gstSettings(db);
}

export async function saveCategoryHsn(db: Db, map: CategoryHsn) {
  const clean = Object.fromEntries(CATEGORIES.map((c) => [c, map[c]]));
  await repo.putJsonSetting(db, HSN_KEY, clean);
  return gstSettings(db);
}

export async function addRate(db: Db, input: GstRateInput) {
  const row: GstRateRow = {
    effectiveFrom: input.effectiveFrom,
    hsnPrefix: input.hsnPrefix ?? '',
    threshold: input.threshold,
    lowerRate: input.lowerRate,
    upperRate: input.upperRate,
  };
  if (!(await repo.insertRate(db, row))) throw conflict(GST_MESSAGES.rateExists, 'RATE_EXISTS');
  return gstSettings(db);
}
