// Journey (issue 27, decision 0058): a shopper who agreed to WhatsApp offers withdraws on her account page in one
// click, and the owner's "Export CSV" for marketing on WhatsApp no longer lists her, while another shopper who
// agreed still is. Both shoppers are the journey's own (a name tag no other journey uses; the export is narrowed
// to it by the list's search), so no global count is assumed.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CONSENT_WORDING } from '@zariya/shared/marketing-consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { describeFindings, englishOnPage } from './support/hindi.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const tag = `Cz${randomInt(100_000, 999_999)}`;

async function giveWhatsapp(shopper: Shopper) {
  const res = await fetch(`${shopUrl()}/api/account/marketing-consent`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: 'whatsapp',
      given: true,
      language: 'en',
      wordingVersion: CONSENT_WORDING.whatsapp.version,
    }),
  });
  if (!res.ok) throw new Error(`consent: ${res.status} ${await res.text()}`);
}

describe('marketing consent withdrawn in one click leaves the marketing export', () => {
  let session: Session;
  let tara: Shopper;
  let uma: Shopper;

  beforeAll(async () => {
    tara = await signUpShopper(shopUrl(), `Tara ${tag}`);
    uma = await signUpShopper(shopUrl(), `Uma ${tag}`);
    await giveWhatsapp(tara);
    await giveWhatsapp(uma);
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  /** The owner's marketing export for WhatsApp of the list searched for the tag: the names in it. */
  const exportedNames = async (shotName?: string) => {
    const { page } = session;
    await openAdmin(page, `/admin/customers?q=${tag}`);
    await page.getByRole('list', { name: 'Customers' }).getByText(`Tara ${tag}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export customers as CSV' });
    await dialog.getByRole('radio', { name: /For marketing/ }).check();
    await dialog.getByLabel('Channel', { exact: true }).selectOption('whatsapp');
    if (shotName) await shootBothWidths(page, shotName, { screenOnly: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^zariya-customers-marketing-whatsapp-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('name,phone,email,language,channel,consentGivenAt,how');
    return rows.map((r) => r.split(',')[0]).sort();
  };

  it('lists both shoppers who agreed in the marketing export', async () => {
    expect(await exportedNames('consent-admin-export-dialog')).toEqual([tara.username, uma.username].sort());
    await session.page.keyboard.press('Escape');
    await shootBothWidths(session.page, 'consent-admin-customers');
  });

  it('withdraws her WhatsApp consent on her account page in one click', async () => {
    const { page } = session;
    await loginInBrowser(page, tara, '/accountsecurity');
    const section = page.getByRole('region', { name: 'Marketing messages' });
    const whatsapp = section.getByRole('checkbox', { name: /WhatsApp/ });
    await whatsapp.waitFor();
    expect(await whatsapp.isChecked()).toBe(true);
    await section
      .getByText(/Given on .* from your account page/)
      .first()
      .waitFor();
    await section.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'consent-account-given');

    await whatsapp.click();
    await section.getByText('Done. You will not get these marketing messages any more.').waitFor();
    expect(await whatsapp.isChecked()).toBe(false);
    await section
      .getByText(/Withdrawn on .* from your account page/)
      .first()
      .waitFor();
    await shootBothWidths(page, 'consent-account-withdrawn');
    // Kept on her record: still withdrawn after a reload.
    await page.reload();
    const again = page
      .getByRole('region', { name: 'Marketing messages' })
      .getByRole('checkbox', { name: /WhatsApp/ });
    await again.waitFor();
    expect(await again.isChecked()).toBe(false);

    // In Hindi: the section, its words and her history read in Hindi, nothing left in English.
    await session.context.addCookies([{ name: 'zariya_lang', value: 'hi', url: shopUrl() }]);
    await page.reload();
    const hindi = page.getByRole('region', { name: 'मार्केटिंग संदेश' });
    await hindi.getByText(CONSENT_WORDING.whatsapp.hi).waitFor();
    await hindi
      .getByText(/को आपके खाते के पेज से सहमति वापस ली गई/)
      .first()
      .waitFor();
    const left = (await englishOnPage(page)).filter((f) => !/@example\.in|Tara|Cz\d/.test(f.text));
    expect(left, describeFindings('the account page in Hindi', left)).toEqual([]);
    await hindi.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'consent-account-hindi');
    await session.context.addCookies([{ name: 'zariya_lang', value: 'en', url: shopUrl() }]);
  });

  it("no longer lists her in the owner's marketing export; the other shopper stays", async () => {
    expect(await exportedNames()).toEqual([uma.username]);
    // Her page says when she agreed, how, with which words, and when she withdrew.
    const { page } = session;
    await openAdmin(page, `/admin/customers/${tara.userId}`);
    const record = page.getByRole('region', { name: 'Marketing consent' });
    await record.getByText('WhatsApp: Withdrawn').waitFor();
    await record.getByText(CONSENT_WORDING.whatsapp.en, { exact: false }).waitFor();
    await record.getByText('History (2)').click();
    await shootBothWidths(page, 'consent-admin-customer-page');
  });
});
