import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one thing in the singular, none and many in the plural, the count grouped the Indian way', () => {
    expect(plural(1, 'order', 'orders')).toBe('1 order');
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
    expect(plural(2, 'person', 'people')).toBe('2 people');
    expect(plural(125_000, 'product', 'products')).toBe('1,25,000 products');
  });
});
