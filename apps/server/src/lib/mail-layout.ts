// The shop's e-mail frame: plain inline-styled HTML that mail clients render alike (login codes, COD codes,
// shipping notices).
import { SHOP_NAME } from '@zariya/shared/constants';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ee;font-family:Arial,Helvetica,sans-serif;color:#2b2024">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ee;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:24px;font-weight:bold;color:#8b1e3f;padding-bottom:16px">${escapeHtml(SHOP_NAME)}</td></tr>
${body}
</table>
</td></tr>
</table>
</body></html>`;
}

export const paragraph = (html: string) =>
  `<tr><td style="font-size:15px;line-height:22px;padding:8px 0">${html}</td></tr>`;
