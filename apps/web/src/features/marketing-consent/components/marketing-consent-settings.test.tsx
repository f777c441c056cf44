import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_WORDING, type ConsentEntry, type MarketingConsent } from '@zariya/shared/marketing-consent';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { logIn, renderWithApp } from '../../../test/render';
import { MarketingConsentSettings } from './marketing-consent-settings';

const entry = (channel: 'whatsapp' | 'email', action: 'given' | 'withdrawn', at: string): ConsentEntry => ({
  channel,
  action,
  source: 'account',
  actor: 'shopper',
  wording: CONSENT_WORDING[channel].en,
  wordingVersion: CONSENT_WORDING[channel].version,
  language: 'en',
  at,
});

function answer(history: ConsentEntry[]): MarketingConsent {
  return {
    channels: (['whatsapp', 'email'] as const).map((channel) => {
      const latest = history.find((e) => e.channel === channel) ?? null;
      return {
        channel,
        given: latest?.action === 'given',
        latest,
        givenAt: latest?.action === 'given' ? latest.at : null,
        withdrawnAt: history.find((e) => e.channel === channel && e.action === 'withdrawn')?.at ?? null,
        wording: CONSENT_WORDING[channel],
      };
    }),
    history,
  };
}

describe('MarketingConsentSettings', () => {
  it('shows each channel with its words and her history, and withdraws in one click', async () => {
    logIn();
    let history = [entry('whatsapp', 'given', '2026-11-03T06:00:00Z')];
    const api = fakeApi({
      'GET /account/marketing-consent': () => ({ body: answer(history) }),
      'PUT /account/marketing-consent': (body) => {
        history = [entry('whatsapp', 'withdrawn', '2026-11-05T06:00:00Z'), ...history];
        expect(body).toMatchObject({ channel: 'whatsapp', given: false });
        return {
          body: { ...answer(history), message: 'Done. You will not get these marketing messages any more.' },
        };
      },
    });
    renderWithApp(<MarketingConsentSettings />);
    const whatsapp = await screen.findByRole('checkbox', { name: /WhatsApp/ });
    const email = screen.getByRole('checkbox', { name: /E-mail/ });
    expect((whatsapp as HTMLInputElement).checked).toBe(true);
    expect((email as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(CONSENT_WORDING.whatsapp.en)).toBeTruthy();
    expect(screen.getAllByText(/Given on .*3 Nov 2026 from your account page/).length).toBeGreaterThan(0);

    await userEvent.click(whatsapp);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done. You will not get these marketing messages any more.',
    );
    await waitFor(() => expect((whatsapp as HTMLInputElement).checked).toBe(false));
    expect(screen.getAllByText(/Withdrawn on .*5 Nov 2026 from your account page/).length).toBeGreaterThan(0);
    const sent = api.to('PUT /account/marketing-consent');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      channel: 'whatsapp',
      given: false,
      language: 'en',
      wordingVersion: CONSENT_WORDING.whatsapp.version,
    });
    expect(sent[0].auth).toBe('Bearer test-token');
  });

  it('says why a consent was refused', async () => {
    logIn();
    fakeApi({
      'GET /account/marketing-consent': () => ({ body: answer([]) }),
      'PUT /account/marketing-consent': () => ({
        status: 409,
        body: {
          error: 'The wording has changed since the page was opened. Please read it again before you agree.',
          code: 'CONSENT_WORDING_CHANGED',
        },
      }),
    });
    renderWithApp(<MarketingConsentSettings />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /E-mail/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/wording has changed/);
    expect(screen.getAllByText('You have not said yes to these messages.')).toHaveLength(2);
  });
});
