// Calls the shop's admin API directly, for checking what a journey stored.
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { E2E_ADMIN_PASSWORD } from '../global-setup.ts';
import { postFromOwnAddress } from './shopper.ts';

let token: string | undefined;

/**
 * An admin session token, logged in from a loopback address of its own: the admin-gate journey tests the
 * password prompt and its limit of 5 logins a minute from the browser's address.
 */
export async function adminToken(): Promise<string> {
  if (!token) {
    const res = await postFromOwnAddress(`${inject('baseUrl')}/api/admin/login`, {
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
  const base = inject('baseUrl');
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

/** A product of a journey's own, added by the owner through /api/addproduct with one generated photo. */
export async function addProductAsOwner(
  fields: Record<string, string>,
  photo: { file: string; background: string },
): Promise<Product> {
  const image = await sharp({
    create: { width: 320, height: 400, channels: 3, background: photo.background },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), photo.file);
  const res = await fetch(`${inject('baseUrl')}/api/addproduct`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`addproduct: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { product: Product }).product;
}
