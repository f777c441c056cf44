// The frame of a one-time code mail (a login code, a pay-on-delivery code): her name, what the code is for, the
// code set large, how long it lasts, and what to do if she did not ask for it. Plain ASCII text plus the shop's
// inline-styled HTML (lib/mail-layout.ts).
import { OTP_TTL_SECONDS, SHOP_NAME } from '@zariya/shared/constants';
import { greetingName } from '@zariya/shared/message-text';
import { escapeHtml, layout, paragraph } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

const minutes = Math.round(OTP_TTL_SECONDS / 60);

export type CodeMail = {
  subject: string;
  /** Her name as she typed it (greeted without links, shared messageText, issue 23). */
  fullname: string;
  code: string;
  /** The line before the code, saying what it is for: plain text, and HTML (already escaped). */
  lead: { text: string; html: string };
  /** What follows the validity line: plain-text lines, and one HTML paragraph (already escaped). */
  closing: { text: string[]; html: string };
};

export function codeMail(to: string, mail: CodeMail): MailMessage {
  const name = greetingName(mail.fullname);
  const text = [
    `Hello ${name},`,
    '',
    mail.lead.text,
    '',
    `    ${mail.code}`,
    '',
    `It is valid for ${minutes} minutes and works only once.`,
    ...mail.closing.text,
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const html = layout(
    mail.subject,
    [
      paragraph(`Hello ${escapeHtml(name)},`),
      paragraph(mail.lead.html),
      `<tr><td align="center" style="padding:16px 0"><div style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;background:#f6f1ee;border-radius:6px;padding:12px 20px">${mail.code}</div></td></tr>`,
      paragraph(`It is valid for <strong>${minutes} minutes</strong> and works only once.`),
      paragraph(mail.closing.html),
    ].join('\n'),
  );
  return { to, subject: mail.subject, text, html };
}
