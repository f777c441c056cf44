// Journey: the owner opens Background jobs from the dashboard and sees how much work waits and that nothing has
// failed (a failed job, its error and its retry are covered by the API and component tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';

describe('owner: background jobs', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  it('reaches Background jobs from the dashboard', async () => {
    const { page } = session;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Background jobs' }).click();
    await page.getByRole('heading', { name: 'Background jobs', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/jobs$/);
    await page.getByText('No failed jobs. Everything in the background is going through.').waitFor();
    for (const state of ['Waiting', 'Running', 'Scheduled', 'Failed'])
      expect(await page.getByText(state, { exact: true }).count()).toBe(1);
    await shootBothWidths(page, 'admin-jobs');
  });
});
