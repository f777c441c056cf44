// Calls the shop's admin API directly, for checking what a journey stored.
import { inject } from 'vitest';
import { E2E_ADMIN_PASSWORD } from '../global-setup.ts';

let token: string | undefined;

export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const base = inject('baseUrl');
  if (!token) {
    const res = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
    });
    token = (await res.json()).token;
  }
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

export { E2E_ADMIN_PASSWORD };
