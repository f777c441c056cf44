// One-time codes to a phone (issue 28): by SMS (MSG91, lib/sms.ts) or by a WhatsApp authentication template (the
// Cloud API client of the notifications module, passed in), in the order the shop can send them. The code is
// never logged: the clients log the template and the provider's id only.
import type { PhoneChannel } from '@zariya/shared/phone-codes';
import type { Sms, SmsError } from './sms.ts';

export type CodePurpose = 'signin' | 'signup' | 'verify' | 'cod';

/** What the WhatsApp client takes (notifications/whatsapp.ts), as this helper needs it. */
export type TemplateSender = {
  send: (message: { to: string; template: string; params: string[]; copyCode?: string }) => Promise<string>;
};

export type CodeSender = {
  /** Whether any code can go to a phone (a provider, or the development outbox). */
  available: boolean;
  /** Sends `code` to the ten-digit number; answers the way it went. Throws when no way took it. */
  send: (
    to: string,
    code: string,
    options: { purpose: CodePurpose; channel?: PhoneChannel; amount?: string },
  ) => Promise<PhoneChannel>;
};

/** The WhatsApp template name in development, where messages go to the outbox. */
export const DEV_WHATSAPP_CODE_TEMPLATE = 'login_code';

export function createCodeSender(options: {
  sms: Sms;
  whatsapp: TemplateSender;
  /** The approved authentication template; undefined: WhatsApp carries no codes (unless in development). */
  whatsappTemplate?: string;
  production: boolean;
}): CodeSender {
  const { sms, whatsapp, production } = options;
  const liveTemplate = options.whatsappTemplate;
  // In development both go to their outboxes; the WhatsApp outbox names the development template.
  const template = liveTemplate ?? (production ? undefined : DEV_WHATSAPP_CODE_TEMPLATE);
  const order = (asked?: PhoneChannel): PhoneChannel[] => {
    const usable: PhoneChannel[] = [];
    // A live SMS provider first (it reaches every phone), then a live WhatsApp; the outboxes last (SMS first).
    if (sms.live) usable.push('sms');
    if (liveTemplate) usable.push('whatsapp');
    if (!production) {
      if (!usable.includes('sms')) usable.push('sms');
      if (!usable.includes('whatsapp')) usable.push('whatsapp');
    }
    return asked && usable.includes(asked) ? [asked, ...usable.filter((c) => c !== asked)] : usable;
  };
  const sendBy = async (
    channel: PhoneChannel,
    to: string,
    code: string,
    purpose: CodePurpose,
    amount?: string,
  ) => {
    if (channel === 'whatsapp') {
      await whatsapp.send({ to: `91${to}`, template: template!, params: [code], copyCode: code });
      return;
    }
    await sms.send(
      purpose === 'cod'
        ? { to, template: 'cod', vars: { otp: code, amount: amount ?? '' } }
        : { to, template: 'code', vars: { otp: code } },
    );
  };
  return {
    available: order().length > 0,
    send: async (to, code, { purpose, channel, amount }) => {
      let lastError: unknown = new Error('No way to send a code to a phone is configured.');
      for (const way of order(channel)) {
        try {
          await sendBy(way, to, code, purpose, amount);
          return way;
        } catch (err) {
          lastError = err as SmsError | Error;
        }
      }
      throw lastError;
    },
  };
}
