import { describe, expect, it } from 'vitest';
import { backInStockLabels, STOCK_ALERT_MESSAGES, STOCK_ALERTS_MAX } from './stock-alert-rules.ts';

describe('backInStockLabels', () => {
  it('names each asked-about size that sells again once, in the order asked', () => {
    expect(
      backInStockLabels([
        { label: 'M', available: true },
        { label: 'L', available: false },
        { label: 'M', available: true },
        { label: 'XL', available: true },
        { label: '', available: true },
      ]),
    ).toEqual(['M', 'XL']);
    expect(backInStockLabels([])).toEqual([]);
  });

  it('says the limit in its message', () => {
    expect(STOCK_ALERT_MESSAGES.full).toContain(String(STOCK_ALERTS_MAX));
  });
});
