// A shop of its own for a journey that needs settings the shared shop does not have (a stand-in's address, a
// webhook secret): the real app on PGlite in this process, serving the built web app on a free local port.
import { join } from 'node:path';
import { createTestApp } from '../../apps/server/src/test/harness.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';

/** Starts the shop with `env` besides the defaults; answers the app and its base URL (close it with t.close()). */
export async function startOwnShop(env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp('pglite', {
    ...env,
    WEB_DIST: join(new URL('../..', import.meta.url).pathname, 'apps/web/dist'),
    PUBLIC_URL: base,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, base };
}

/** Closes the browser, the shop and its stand-ins in this order, skipping any that did not start. */
export async function closeInTurn(...parts: Array<{ close: () => unknown } | undefined>) {
  for (const part of parts) await part?.close();
}
