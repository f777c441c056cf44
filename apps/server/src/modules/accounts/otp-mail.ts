// The two mails a code request can send: the code to an account holder, or a pointer to sign-up for an
// e-mail without an account. Plain ASCII text plus simple inline-styled HTML that mail clients render alike.
import { SHOP_NAME } from '@zariya/shared/constants';
import { codeMail } from '../../lib/code-mail.ts';
import { escapeHtml, layout, paragraph } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export function otpCodeMail(to: string, fullname: string, code: string): MailMessage {
  return codeMail(to, {
    subject: `Your ${SHOP_NAME} login code`,
    fullname,
    code,
    lead: {
      text: `Your code to log in to ${SHOP_NAME} is:`,
      html: `Your code to log in to ${escapeHtml(SHOP_NAME)} is:`,
    },
    closing: {
      text: [
        '',
        'If you did not ask for this code, you can ignore this e-mail:',
        'nobody can log in without it.',
        `${SHOP_NAME} will never ask you for this code by phone or chat.`,
      ],
      html: `If you did not ask for this code, you can ignore this e-mail: nobody can log in without it. ${escapeHtml(SHOP_NAME)} will never ask you for this code by phone or chat.`,
    },
  });
}

export function noAccountMail(to: string, signupUrl: string | undefined): MailMessage {
  const subject = `Log in to ${SHOP_NAME}`;
  const where = signupUrl ?? `the ${SHOP_NAME} website (Login, then Sign Up)`;
  const text = [
    'Hello,',
    '',
    `Someone asked for a ${SHOP_NAME} login code for this e-mail address,`,
    `but no ${SHOP_NAME} account uses it.`,
    '',
    'To create an account, sign up at:',
    where,
    '',
    'If it was not you, you can ignore this e-mail.',
    '',
    `- ${SHOP_NAME}`,
  ].join('\n');
  const link = signupUrl
    ? `<tr><td align="center" style="padding:16px 0"><a href="${escapeHtml(signupUrl)}" style="display:inline-block;background:#8b1e3f;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;padding:12px 24px">Sign up to ${escapeHtml(SHOP_NAME)}</a></td></tr>`
    : paragraph(`To create an account, open ${escapeHtml(where)}.`);
  const html = layout(
    subject,
    [
      paragraph('Hello,'),
      paragraph(
        `Someone asked for a ${escapeHtml(SHOP_NAME)} login code for this e-mail address, but no ${escapeHtml(SHOP_NAME)} account uses it.`,
      ),
      link,
      paragraph('If it was not you, you can ignore this e-mail.'),
    ].join('\n'),
  );
  return { to, subject, text, html };
}
