import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client';
import { applyLanguage, followCookieLanguage, i18n, translate } from './i18n';

describe('server messages in Hindi', () => {
  beforeAll(() => applyLanguage('hi'));
  afterAll(() => applyLanguage('en'));

  it('translates a known message word for word, and leaves an unknown one as the server wrote it', () => {
    expect(translate('Your cart is empty.')).toMatch(/[\u0900-\u097F]/);
    expect(translate('Your cart is empty.')).toBe(i18n.t('Your cart is empty.'));
    expect(translate('A message no catalogue knows.')).toBe('A message no catalogue knows.');
  });

  it("says the checkout's refusals with a figure in Hindi, the figure kept (the payment page's messages)", () => {
    expect(translate('Only 3 pieces are left in stock.')).toBe('स्टॉक में सिर्फ़ 3 पीस बचे हैं।');
    const refused = new ApiError(
      'Pay on delivery is not available for pincode 110001. Please pay online.',
      400,
    );
    expect(errorMessage(refused, 'Please try again.')).toBe(
      'पिनकोड 110001 पर पे ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
    );
    expect(errorMessage(new Error('network'), 'Please try again.')).toBe(i18n.t('Please try again.'));
  });

  it('translates a message with values filled in, and the values the catalogue knows', () => {
    const seconds = translate('Too many attempts. Please try again in 42 seconds.');
    expect(seconds).toBe(
      i18n.t('Too many attempts. Please try again in {{count}} seconds.', { count: '42' }),
    );
    expect(seconds).toMatch(/[\u0900-\u097F].*42/);
    const minutes = translate('Too many failed login attempts. Please try again in 2 minutes.');
    expect(minutes).toBe(
      i18n.t('Too many failed login attempts. Please try again in {{wait}}.', {
        wait: i18n.t('{{count}} minutes', { count: '2' }),
      }),
    );
    expect(minutes).not.toMatch(/[A-Za-z]/);
    expect(translate('Sorry, we do not deliver to 110001 yet.')).toBe(
      i18n.t('Sorry, we do not deliver to {{pin}} yet.', { pin: '110001' }),
    );
    expect(translate('Sorry, we do not deliver to 110001 yet.')).toContain('110001');
  });
});

describe('the language after a sign-in', () => {
  it('follows the cookie the sign-in answer set, and stays when it names the language shown', async () => {
    expect(i18n.language).toBe('en');
    await followCookieLanguage();
    expect(i18n.language).toBe('en');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a sign-in answer sets.
    document.cookie = 'zariya_lang=hi; Path=/';
    await followCookieLanguage();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await applyLanguage('en');
    expect(document.cookie).toContain('zariya_lang=en');
  });

  it('shows English text unchanged in English', () => {
    expect(translate('Too many attempts. Please try again in 42 seconds.')).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });
});
