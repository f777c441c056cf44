import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, followCookieLanguage, i18n, translate } from './i18n';

describe('server messages in Hindi', () => {
  beforeAll(() => applyLanguage('hi'));
  afterAll(() => applyLanguage('en'));

  it('translates a known message word for word, and leaves an unknown one as the server wrote it', () => {
    expect(translate('Your cart is empty.')).toBe('आपका कार्ट खाली है।');
    expect(translate('A message no catalogue knows.')).toBe('A message no catalogue knows.');
  });

  it('translates a message with values filled in, and the values the catalogue knows', () => {
    expect(translate('Too many attempts. Please try again in 42 seconds.')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 42 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(translate('Too many failed login attempts. Please try again in 2 minutes.')).toBe(
      'लॉगिन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 2 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translate('Sorry, we do not deliver to 110001 yet.')).toBe(
      'माफ़ कीजिए, हम अभी 110001 पर डिलीवरी नहीं करते।',
    );
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
