// The app of one describe block, for vitest: started before the block's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import {
  adminToken,
  createTestApp,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './harness.ts';

export type TestAppWithAdmin = TestApp & {
  /** The headers of a logged-in admin (a Bearer session token). */
  admin: Record<string, string>;
};

/**
 * A fresh app on `kind` with the owner logged in. Its fields are filled before the block's first test runs (not
 * while the block is being declared), so read them in tests and hooks only.
 */
export function testAppWithAdmin(kind: DatabaseKind, options: TestAppOptions = {}): TestAppWithAdmin {
  const t = {} as TestAppWithAdmin;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, {}, options));
    t.admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => t.close?.());
  return t;
}
