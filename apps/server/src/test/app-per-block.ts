// The app of one describe block, for vitest: started before the block's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import {
  adminToken,
  createTestApp,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './harness.ts';

export type BlockAppOptions = TestAppOptions & {
  /** Settings for the app besides the test defaults (createTestApp's env). */
  env?: Record<string, string>;
};

export type TestAppWithAdmin = TestApp & {
  /** The headers of a logged-in admin (a Bearer session token). */
  admin: Record<string, string>;
};

/**
 * A fresh app on `kind` for the block. Its fields are filled before the block's first test runs (not while the
 * block is being declared), so read them in tests and hooks only.
 */
export function testAppPerBlock(kind: DatabaseKind, options: BlockAppOptions = {}): TestApp {
  const { env, ...appOptions } = options;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, env, appOptions));
  });
  afterAll(async () => t.close?.());
  return t;
}

/** A fresh app on `kind` with the owner logged in (filled as testAppPerBlock's is). */
export function testAppWithAdmin(kind: DatabaseKind, options: BlockAppOptions = {}): TestAppWithAdmin {
  const t = testAppPerBlock(kind, options) as TestAppWithAdmin;
  beforeAll(async () => {
    t.admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  return t;
}
