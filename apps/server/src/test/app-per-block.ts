// The app of one describe block, for vitest: started before the block's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import {
  adminToken,
  createTestApp,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './harness.ts';
import { type SmtpStandIn, startSmtpStandIn } from './smtp-stand-in.ts';

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

/**
 * An SMTP stand-in (refusing every recipient, if asked) and a fresh app on `kind` that sends its mail there, for
 * the block; both are filled as testAppPerBlock's app is, and stopped after the block.
 */
export function testAppWithSmtp(
  kind: DatabaseKind,
  options: BlockAppOptions & { refuseRecipients?: boolean } = {},
) {
  const { refuseRecipients, env, ...appOptions } = options;
  const t = {} as TestApp;
  const smtp = {} as SmtpStandIn;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpStandIn({ refuseRecipients }));
    Object.assign(t, await createTestApp(kind, { SMTP_URL: smtp.url, ...env }, appOptions));
  });
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
  });
  return { t, smtp };
}
