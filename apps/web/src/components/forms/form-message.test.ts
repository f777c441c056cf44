import { MESSAGES } from '@zariya/shared/constants';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import { judgeShopperPassword } from '@zariya/shared/password-strength';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { formMessage } from './form-message';

describe('formMessage', () => {
  beforeAll(() => loadLanguage('hi'));
  const hi = () => i18n.getFixedT('hi');
  const en = () => i18n.getFixedT('en');

  it('shows a fixed message as it is in English and from the catalogue in Hindi', () => {
    expect(formMessage(en(), MESSAGES.loginFailed)).toBe(MESSAGES.loginFailed);
    expect(formMessage(hi(), MESSAGES.loginFailed)).toBe('लॉग इन नहीं हो सका। अपना नंबर और पासवर्ड जाँच लें।');
  });

  it('reads a wait, a pincode and a state out of the server message', () => {
    const wait = 'Too many failed login attempts. Please try again in 5 minutes.';
    expect(formMessage(en(), wait)).toBe(wait);
    expect(formMessage(hi(), wait)).toBe(
      'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 5 मिनट बाद फिर से कोशिश करें।',
    );
    expect(formMessage(hi(), 'Too many wrong passwords. Please try again in 1 second.')).toBe(
      'बहुत बार गलत पासवर्ड डाला गया। कृपया 1 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(formMessage(en(), PINCODE_MESSAGES.unknown('999999'))).toBe(PINCODE_MESSAGES.unknown('999999'));
    expect(formMessage(hi(), PINCODE_MESSAGES.unknown('999999'))).toBe(
      'हमें पिनकोड 999999 नहीं मिला। कृपया इसे जाँचकर फिर से कोशिश करें।',
    );
    expect(formMessage(hi(), PINCODE_MESSAGES.stateMismatch('560001', 'Karnataka'))).toBe(
      'पिनकोड 560001 Karnataka में है। कृपया राज्य या पिनकोड जाँच लें।',
    );
  });

  it("translates the password rule's verdict sentence by sentence, zxcvbn's advice included", () => {
    const verdict = judgeShopperPassword('password123');
    if (verdict.ok) throw new Error('expected a weak password');
    expect(formMessage(en(), verdict.reason)).toBe(verdict.reason);
    const hindi = formMessage(hi(), verdict.reason);
    expect(hindi.startsWith('इस पासवर्ड का अंदाज़ा लगाना बहुत आसान है।')).toBe(true);
    expect(hindi).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('keeps the prefix of a composed failure and translates what follows', () => {
    const text = `${MESSAGES.signupFailed}: This mobile number is already registered.`;
    expect(formMessage(en(), text)).toBe(text);
    expect(formMessage(hi(), text)).toBe('साइन अप नहीं हो सका: यह मोबाइल नंबर पहले से रजिस्टर है।');
  });
});
