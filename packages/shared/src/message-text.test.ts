import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingName, MESSAGE_NAME_MAX, messageText } from './message-text.ts';

/** What a phone or mail client would turn into a link: a scheme, www., or a dotted name ending in letters. */
const LINKISH = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}][.。．｡][\p{L}][\p{L}\p{N}]/iu;

describe('text a shopper typed, as it goes into a message', () => {
  it('keeps names as they are, in any script', () => {
    for (const name of ['Asha Deshpande', 'प्रिया शर्मा', 'Rekha K', "D'Souza-Menon", 'அனிதா', 'Ms. Kavya Rao'])
      expect(messageText(name, MESSAGE_NAME_MAX)).toBe(name);
  });

  it('drops links: schemes, www., bare domains, e-mail addresses and long numbers to call', () => {
    const cases: Array<[string, string]> = [
      ['Priya https://evil.example/pay?x=1', 'Priya'],
      ['Priya http://1.2.3.4:8080/', 'Priya'],
      ['Priya www.evil-shop.in now', 'Priya now'],
      ['Priya WWW.EVIL.COM', 'Priya'],
      ['Priya visit evil.com/refund', 'Priya visit'],
      ['Priya evil.co.in', 'Priya'],
      ['Priya ｅｖｉｌ．ｃｏｍ', 'Priya'],
      ['Priya evil。com', 'Priya'],
      ['Priya evi\u200Bl.com', 'Priya'],
      ['Priya refunds@evil.com', 'Priya'],
      ['Priya mailto:x@y.z', 'Priya'],
      ['Priya 10.20.30.40', 'Priya'],
      ['Priya call +91 98765 43210 now', 'Priya call now'],
      ['https://evil.example', ''],
    ];
    for (const [typed, sent] of cases) expect(messageText(typed, MESSAGE_NAME_MAX), typed).toBe(sent);
  });

  it('greets by name, or plainly when nothing of the name is left', () => {
    expect(greetingName('Asha Deshpande')).toBe('Asha Deshpande');
    expect(greetingName('https://evil.example/pay')).toBe('there');
    expect(greetingName(' \n ')).toBe('there');
  });

  it('keeps initials but never as a link: M.Priya → M. Priya, t.co → t. co', () => {
    expect(messageText('M.Priya', MESSAGE_NAME_MAX)).toBe('M. Priya');
    expect(messageText('S.K.Sharma', MESSAGE_NAME_MAX)).toBe('S. K. Sharma');
    expect(messageText('t.co', MESSAGE_NAME_MAX)).toBe('t. co');
  });

  it('collapses whitespace and line breaks, and drops control and invisible characters', () => {
    expect(messageText('  Asha\n\n\tDeshpande\r\n ', MESSAGE_NAME_MAX)).toBe('Asha Deshpande');
    expect(messageText('Asha\u0000\u202EDeshpande\u2066', MESSAGE_NAME_MAX)).toBe('Asha Deshpande');
  });

  it('caps the length with an ellipsis, never cutting a character in two', () => {
    expect(messageText('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(messageText('😀'.repeat(20), 5)).toBe('😀😀😀😀…');
    expect(messageText('Asha Deshpande', 14)).toBe('Asha Deshpande');
  });

  it('never leaves a link, a run of spaces or more than the cap, and changes nothing twice (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'http',
        'https',
        '://',
        'www',
        '.',
        '。',
        '．',
        '/',
        ':',
        '@',
        ' ',
        '\n',
        'com',
        'in',
        'co',
        'x',
      ),
      fc.constantFrom(
        'Asha',
        'प्रिया',
        'M',
        'a',
        'B2',
        '9',
        '+91',
        '98765',
        '\u200B',
        '\u200D',
        '\u202E',
        '-',
      ),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.integer({ min: 2, max: 80 }), (parts, max) => {
        const sent = messageText(parts.join(''), max);
        expect(sent).not.toMatch(LINKISH);
        expect(Array.from(sent).length).toBeLessThanOrEqual(max);
        expect(sent).not.toMatch(/\s\s|^\s|\s$|[\n\r\t]/);
        expect(messageText(sent, max)).toBe(sent);
      }),
      { numRuns: 2000 },
    );
  });
});
