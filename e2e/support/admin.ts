// Calls the shop's admin API directly, for checking what a journey stored.
import { IMAGE_FIELD_NAMES, type Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { E2E_ADMIN_PASSWORD } from '../global-setup.ts';
import { postFromOwnAddress } from './shopper.ts';
import { shopUrl } from './shop.ts';

/** The six links of the admin home, by their labels. */
export const ADMIN_HOME_LINKS = [
  'Add Product',
  'All Products',
  'All Orders',
  'Refunds',
  'User tickets',
  'Newsletter',
] as const;

/** A product as its page reads it now (GET /api/products/:id, never from a cache): what the owner's edit saved. */
export async function savedProduct(id: number): Promise<Product> {
  const res = await fetch(`${shopUrl()}/api/products/${id}`, { cache: 'no-store' });
  return (await res.json()) as Product;
}

let token: string | undefined;

/**
 * An admin session token, logged in from a loopback address of its own: the admin-gate journey tests the
 * password prompt and its limit of 5 logins a minute from the browser's address.
 */
export async function adminToken(): Promise<string> {
  if (!token) {
    const res = await postFromOwnAddress(`${shopUrl()}/api/admin/login`, {
      password: E2E_ADMIN_PASSWORD,
    });
    if (res.status !== 200) throw new Error(`admin login: ${res.status} ${res.text}`);
    token = (JSON.parse(res.text) as { token: string }).token;
  }
  return token;
}

/** Opens the admin area logged in, as the password prompt leaves it (the token in sessionStorage). */
export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  const adminSession = await adminToken();
  await page.goto('/admin-password');
  await page.evaluate((t) => sessionStorage.setItem('adminToken', t), adminSession);
  await page.goto(path);
}

export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const base = shopUrl();
  const token = await adminToken();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

export { E2E_ADMIN_PASSWORD };

type Photo = { file: string; background: string; width?: number; height?: number };

/**
 * A product of a journey's own, added by the owner through /api/addproduct with generated photos (320 × 400
 * unless a photo says otherwise), main photo first.
 */
export async function addProductAsOwner(
  fields: Record<string, string>,
  photos: Photo | readonly Photo[],
): Promise<Product> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [i, photo] of ('file' in photos ? [photos] : photos).entries()) {
    const { width = 320, height = 400, background } = photo;
    const image = await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
    form.append(IMAGE_FIELD_NAMES[i], new Blob([new Uint8Array(image)], { type: 'image/png' }), photo.file);
  }
  const res = await fetch(`${shopUrl()}/api/addproduct`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`addproduct: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { product: Product }).product;
}

/** The Add Product form's fields for a Chanderi House kurta at ₹1,500 in size M, with `fields` (MRP, stock…) added. */
export const chanderiKurta = (
  productname: string,
  fields: Record<string, string>,
): Record<string, string> => ({
  brandname: 'Chanderi House',
  productname,
  category: 'Women Ethnic',
  new_price: '1500',
  available: 'true',
  sizes_0: 'M',
  ...fields,
});
