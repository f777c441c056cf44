// Waiting in tests for what the app does after it answers (mail, messages, jobs, the catalogue index).
import { vi } from 'vitest';

/** Retries `check` every 50 ms until it passes, for up to 15 s (vi.waitFor). */
export const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

/** Polls `check` every 20 ms until it answers true; after `ms`, fails naming `what`. */
export async function until(check: () => Promise<boolean>, what: string, ms = 3_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}
