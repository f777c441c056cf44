// Debian's Chromium driven by playwright-core; never downloads a browser.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { HEADLESS_FLAGS } from '../../scripts/ensure-chromium.mjs';
import { shopUrl } from './shop.ts';

const ARGS = [...HEADLESS_FLAGS, '--disable-quic'];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A page the server drew shows before its code runs; a click then would be lost. After each goto and reload,
 * wait until the browser has taken such a page over (<html data-hydrated>, set by the store layout).
 */
function waitForTakeOver(page: Page) {
  const takenOver = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('zariya-state') || document.documentElement.hasAttribute('data-hydrated'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver();
    return response;
  };
}

export type Session = { context: BrowserContext; page: Page; close: () => Promise<void> };

export async function openBrowser(
  viewport: { width: number; height: number } = DESKTOP,
  options: { reducedMotion?: 'reduce' | 'no-preference'; javaScriptEnabled?: boolean } = {},
): Promise<Session> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'zariya-chrome-'));
  // A fresh user-data-dir per session: no state leaks between journeys.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ARGS,
    baseURL: shopUrl(),
    viewport,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.javaScriptEnabled !== false) waitForTakeOver(page);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One browser for the journeys of a describe block: opened at `viewport` on `path` before them, closed after them.
 * Its fields are filled before the block's first test runs, so read them in tests and hooks only.
 */
export function browserPerBlock(path = '/', viewport = DESKTOP): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await openBrowser(viewport));
    await session.page.goto(path);
  });
  afterAll(async () => session.close?.());
  return session;
}

/** How far the page reaches past the right edge of the screen (none, 0 or less: no sideways scrolling). */
export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Where journeys write their screenshots; SHOTS_DIR sends them elsewhere. */
export const SHOTS_DIR =
  process.env.SHOTS_DIR ?? new URL('../../test-results/screenshots/', import.meta.url).pathname;

export type ShotOptions = {
  /** Only what the screen shows, where it is (an open dialog: a full-page shot would stretch its backdrop). */
  screenOnly?: boolean;
  /** Runs after each resize, before the shot (to bring a part into view). */
  afterResize?: () => Promise<void>;
};

/** The whole page as it is now, as `<name>.png`. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}${name}.png`, fullPage: true });
}

/**
 * The whole page at phone and desktop width, from the top (so the sticky header is drawn where a shopper sees it),
 * as `<name>-390.png` and `<name>-1280.png`; the page is left at desktop width.
 */
export async function shootBothWidths(page: Page, name: string, options: ShotOptions = {}) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    if (!options.screenOnly) await page.evaluate(() => window.scrollTo(0, 0));
    await options.afterResize?.();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS_DIR}${name}-${label}.png`, fullPage: !options.screenOnly });
  }
  await page.setViewportSize(DESKTOP);
}
