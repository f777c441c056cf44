// A form's messages in the shopper's language (issue 14 item 6): field errors of the shared zod rules and the
// shop's answers. Most are fixed English texts, looked up as they are. A few carry a number or a name (a wait, a
// pincode, zxcvbn's advice on a password) and are read here by their pattern, so that the Hindi catalogue holds
// them once with {{placeholders}}. A text matching nothing shows through `t` as it is (English if unknown).
import { useCallback } from 'react';
import { useT } from '../../lib/i18n';

type T = ReturnType<typeof useT>['t'];

/** The server's wait ('1 second', '40 seconds', '9 minutes', throttle.service.ts and rate-limit.ts). */
function wait(t: T, text: string): string {
  const match = /^(\d+) (second|seconds|minutes)$/.exec(text);
  if (!match) return text;
  const count = Number(match[1]);
  if (match[2] === 'minutes') return t('{{count}} minutes', { count });
  return count === 1 ? t('1 second') : t('{{count}} seconds', { count });
}

/** zxcvbn's warning and suggestion, one sentence each, after the password rule's own sentence. */
function sentences(t: T, text: string): string {
  return text
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter(Boolean)
    .map((sentence) => t(sentence))
    .join(' ');
}

const PATTERNS: Array<[RegExp, (t: T, m: RegExpExecArray) => string]> = [
  [
    /^Too many failed login attempts\. Please try again in (.+)\.$/,
    (t, m) => t('Too many failed login attempts. Please try again in {{wait}}.', { wait: wait(t, m[1]) }),
  ],
  [
    /^Too many wrong passwords\. Please try again in (.+)\.$/,
    (t, m) => t('Too many wrong passwords. Please try again in {{wait}}.', { wait: wait(t, m[1]) }),
  ],
  [
    /^Too many codes were requested for this e-mail\. Please try again in (.+)\.$/,
    (t, m) =>
      t('Too many codes were requested for this e-mail. Please try again in {{wait}}.', {
        wait: wait(t, m[1]),
      }),
  ],
  [
    /^Too many attempts\. Please try again in (\d+) seconds\.$/,
    (t, m) => t('Too many attempts. Please try again in {{count}} seconds.', { count: Number(m[1]) }),
  ],
  [
    /^We could not find the pincode (\S+)\. Please check it and try again\.$/,
    (t, m) => t('We could not find the pincode {{pin}}. Please check it and try again.', { pin: m[1] }),
  ],
  [
    /^The pincode (\S+) is in (.+)\. Please check the state or the pincode\.$/,
    (t, m) =>
      t('The pincode {{pin}} is in {{state}}. Please check the state or the pincode.', {
        pin: m[1],
        state: m[2],
      }),
  ],
  [
    /^Sorry, we do not deliver to (\S+) yet\.$/,
    (t, m) => t('Sorry, we do not deliver to {{pin}} yet.', { pin: m[1] }),
  ],
  [
    /^This password is too easy to guess\. (.+)$/,
    (t, m) => `${t('This password is too easy to guess.')} ${sentences(t, m[1])}`,
  ],
  [/^Signup failed: (.+)$/s, (t, m) => `${t('Signup failed')}: ${formMessage(t, m[1])}`],
  [/^Failed to raise ticket: (.+)$/s, (t, m) => `${t('Failed to raise ticket')}: ${formMessage(t, m[1])}`],
];

/** `text` (an English message) in the current language. */
export function formMessage(t: T, text: string): string {
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(t, match);
  }
  return t(text);
}

/** `(text) => text in the current language`, undefined for no message (a field without an error). */
export function useFormMessage() {
  const { t } = useT();
  return useCallback((text: string | null | undefined) => (text ? formMessage(t, text) : undefined), [t]);
}
