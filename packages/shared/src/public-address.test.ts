import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('lets public addresses through', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '151.101.1.69',
      '2606:4700::6810:84e5',
      '2a00:1450:4001:80b::200e',
    ])
      expect(isPublicAddress(a), a).toBe(true);
  });
  it('refuses loopback, private, link-local, reserved and embedded ones', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::10.0.0.1',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      'localhost',
      '',
      '1.2.3',
      '999.1.1.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
  it('reads an IPv4 address inside IPv6 by what it is', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('2002:0808:0808::1')).toBe(true);
  });
});
