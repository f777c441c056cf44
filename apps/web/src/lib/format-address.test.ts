import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address';

describe('formatAddress', () => {
  it('joins the parts in order and leaves out the empty ones', () => {
    expect(
      formatAddress({
        addressLine1: '12 MG Road ',
        addressLine2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'India',
      }),
    ).toBe('12 MG Road, Bengaluru, Karnataka, 560001, India');
  });
});
