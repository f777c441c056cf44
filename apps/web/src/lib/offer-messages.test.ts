// The pricing engine's shopper-visible messages (packages/shared/src/offer-engine.ts) read in Hindi, filled in as
// the engine fills them (locales/hi/offers.json).
import { BAG_CODE_MESSAGES, BAG_CODE_REFUSALS, type BagCodeReason, refusal } from '@zariya/shared/bag-code';
import { MESSAGES } from '@zariya/shared/constants';
import { OFFER_MESSAGES, type PriceInput, priceCart } from '@zariya/shared/offer-engine';
import { PROMO2024_TERMS } from '@zariya/shared/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, translate } from './i18n';

describe('offer messages in Hindi', () => {
  beforeAll(() => applyLanguage('hi'));
  afterAll(() => applyLanguage('en'));

  it('has every template in the catalogue', () => {
    for (const template of Object.values(OFFER_MESSAGES)) {
      expect([template, i18n.exists(template)]).toEqual([template, true]);
    }
  });

  it('says the engine’s filled-in hints and refusals in Hindi, figures kept', () => {
    const input: PriceInput = {
      lines: [
        { lineId: 1, productId: 1, variantId: null, category: 'Saree', unitPricePaise: 59000, quantity: 1 },
      ],
      shopper: { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} },
      now: new Date(),
      offers: [{ ...PROMO2024_TERMS, id: 1, status: 'active', totalLimit: 1, usedCount: 1 }],
      code: 'PROMO2024',
    };
    const priced = priceCart(input);
    expect(priced.hints[0].message).toBe('Add ₹410 more for free delivery');
    expect(translate(priced.hints[0].message)).toBe('मुफ़्त डिलीवरी के लिए ₹410 की और ख़रीदारी करें');
    expect(translate(priced.codeRefusal?.message ?? '')).toBe('यह ऑफ़र पूरा इस्तेमाल हो चुका है।');
    expect(translate(MESSAGES.lineCouponApplied)).toMatch(/10%/);
  });

  it('says every refusal of a code typed in the cart, and its removal, in Hindi (issue 25, bag codes)', () => {
    for (const reason of Object.keys(BAG_CODE_REFUSALS) as BagCodeReason[]) {
      const { message } = refusal(reason);
      expect([reason, i18n.exists(message)]).toEqual([reason, true]);
      expect(translate(message)).not.toBe(message);
    }
    expect(translate(BAG_CODE_MESSAGES.removed)).toBe('कूपन हटा दिया गया।');
    expect(translate('Add ₹999 more to use this offer.')).toBe(
      'यह ऑफ़र इस्तेमाल करने के लिए ₹999 की और ख़रीदारी करें।',
    );
  });
});
