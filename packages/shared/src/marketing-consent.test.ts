import { describe, expect, it } from 'vitest';
import { CustomerExportQuerySchema } from './customers-api.ts';
import {
  CONSENT_WORDING,
  ConsentChangeSchema,
  changesConsent,
  channelStates,
  consentState,
  newestFirst,
  wordingFor,
} from './marketing-consent.ts';

const entry = (channel: 'whatsapp' | 'email', action: 'given' | 'withdrawn', at: string, id: number) => ({
  channel,
  action,
  at,
  id,
});

/** WhatsApp given, withdrawn and given again; e-mail given (at WhatsApp's first instant), withdrawn last. */
const HISTORY = [
  entry('whatsapp', 'given', '2026-11-01T10:00:00Z', 1),
  entry('whatsapp', 'withdrawn', '2026-11-02T10:00:00Z', 2),
  entry('whatsapp', 'given', '2026-11-03T10:00:00Z', 3),
  entry('email', 'given', '2026-11-01T10:00:00Z', 4),
  entry('email', 'withdrawn', '2026-11-04T10:00:00Z', 5),
];

describe('marketing consent rules', () => {
  it('gives each channel its state from one history, entries without their ids', () => {
    expect(channelStates(HISTORY)).toEqual([
      {
        channel: 'whatsapp',
        given: true,
        latest: { channel: 'whatsapp', action: 'given', at: '2026-11-03T10:00:00Z' },
        givenAt: '2026-11-03T10:00:00Z',
        withdrawnAt: '2026-11-02T10:00:00Z',
      },
      {
        channel: 'email',
        given: false,
        latest: { channel: 'email', action: 'withdrawn', at: '2026-11-04T10:00:00Z' },
        givenAt: null,
        withdrawnAt: '2026-11-04T10:00:00Z',
      },
    ]);
  });

  it('orders entries newest first, the later written first within the same instant', () => {
    // Entries 1 and 4 share an instant; the order they come in does not matter.
    expect(newestFirst(HISTORY).map((e) => e.id)).toEqual([5, 3, 2, 4, 1]);
    expect(newestFirst([...HISTORY].reverse()).map((e) => e.id)).toEqual([5, 3, 2, 4, 1]);
  });

  it('takes the current state from the latest entry of the channel alone', () => {
    // The latest entry of all withdraws e-mail: WhatsApp stays given.
    const wa = consentState('whatsapp', HISTORY);
    expect(wa.given).toBe(true);
    expect(wa.latest?.id).toBe(3);
    expect(wa.givenAt?.id).toBe(3);
    expect(wa.withdrawnAt?.id).toBe(2);
    const em = consentState('email', HISTORY);
    expect(em).toMatchObject({ given: false, givenAt: null });
    expect(em.withdrawnAt?.id).toBe(5);
    expect(consentState('email', [])).toEqual({
      given: false,
      latest: null,
      givenAt: null,
      withdrawnAt: null,
    });
  });

  it('writes an entry only on a change of state', () => {
    expect(changesConsent(false, true)).toBe(true);
    expect(changesConsent(true, false)).toBe(true);
    expect(changesConsent(true, true)).toBe(false);
    expect(changesConsent(false, false)).toBe(false);
  });

  it('has the words of each channel in English and Hindi under a version', () => {
    for (const channel of ['whatsapp', 'email'] as const) {
      expect(wordingFor(channel, 'hi').text).toBe(CONSENT_WORDING[channel].hi);
      expect(CONSENT_WORDING[channel].en).not.toBe(CONSENT_WORDING[channel].hi);
      expect(CONSENT_WORDING[channel].version).toMatch(/^\w+-\d+$/);
    }
  });

  it('checks a change of consent', () => {
    const ok = { channel: 'email', given: false, language: 'hi', wordingVersion: 'email-1' };
    expect(ConsentChangeSchema.safeParse(ok).success).toBe(true);
    expect(ConsentChangeSchema.safeParse({ ...ok, channel: 'sms' }).success).toBe(false);
    expect(ConsentChangeSchema.safeParse({ ...ok, given: 'false' }).success).toBe(false);
    expect(ConsentChangeSchema.safeParse({ ...ok, wordingVersion: ' ' }).success).toBe(false);
  });

  it('asks a marketing export for its channel, not a records export', () => {
    expect(CustomerExportQuerySchema.safeParse({ purpose: 'records' }).success).toBe(true);
    expect(CustomerExportQuerySchema.safeParse({ purpose: 'marketing' }).success).toBe(false);
    expect(CustomerExportQuerySchema.safeParse({ purpose: 'marketing', channel: 'email' }).success).toBe(
      true,
    );
    expect(CustomerExportQuerySchema.safeParse({ purpose: 'ads' }).success).toBe(false);
  });
});
