// A local stand-in for MSG91's Flow API (control.msg91.com/api/v5/flow), answering as MSG91 documents it: the auth
// key only in the `authkey` header (a key in the query string or a wrong one: 401 "Authentication failure"), a
// JSON body `{ template_id, sender?, short_url, recipients: [{ mobiles, <VAR>… }] }`, each template registered with
// its DLT template id and variables (a template unknown or not mapped to a DLT id, or a variable missing, is
// refused), numbers with their country code (91XXXXXXXXXX). Success: `{ type: "success", message: <request id> }`;
// refusals: `{ type: "error", message }` with the status (400, 401, 418 for a caller outside the IP whitelist).
import { randomBytes } from 'node:crypto';
import { startJsonStandIn } from './stand-in-server.ts';

export type StandInTemplate = { dltTemplateId: string; variables: string[] };

type Sent = { templateId: string; dltTemplateId: string; sender?: string; recipient: Record<string, string> };

export async function startMsg91StandIn(account: {
  authKey: string;
  sender: string;
  templates: Record<string, StandInTemplate>;
}) {
  const sent: Sent[] = [];
  const server = await startJsonStandIn((req, { raw, answer, queued }) => {
    const error = (status: number, message: string) => answer(status, { type: 'error', message });
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method !== 'POST' || url.pathname !== '/api/v5/flow') return error(404, 'Not found');
    const fake = queued();
    if (fake) return answer(fake.status, fake.body);
    // The key belongs in the header; one in the URL is refused like a wrong one (and would end up in logs).
    if (url.searchParams.has('authkey') || req.headers.authkey !== account.authKey)
      return error(401, 'Authentication failure');
    if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
      return error(400, 'Invalid content type');
    let body: { template_id?: unknown; sender?: unknown; recipients?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 'Invalid JSON');
    }
    const template = typeof body.template_id === 'string' ? account.templates[body.template_id] : undefined;
    if (!template) return error(400, 'Template ID Missing or Invalid');
    if (!template.dltTemplateId) return error(400, 'DLT Template ID not mapped');
    if (body.sender !== undefined && body.sender !== account.sender) return error(400, 'Invalid Sender ID');
    if (!Array.isArray(body.recipients) || body.recipients.length === 0)
      return error(400, 'Recipients Missing');
    for (const recipient of body.recipients as Array<Record<string, unknown>>) {
      if (!/^91[6-9]\d{9}$/.test(String(recipient.mobiles))) return error(400, 'Invalid mobile number');
      for (const name of template.variables)
        if (typeof recipient[name] !== 'string' || recipient[name] === '')
          return error(400, `Variable ${name} is missing`);
    }
    for (const recipient of body.recipients as Array<Record<string, string>>)
      sent.push({
        templateId: body.template_id as string,
        dltTemplateId: template.dltTemplateId,
        sender: body.sender as string | undefined,
        recipient,
      });
    answer(200, { type: 'success', message: randomBytes(12).toString('hex') });
  });
  return {
    /** MSG91_API_URL. */
    url: `${server.origin}/api/v5`,
    sent,
    answerNext: server.answerNext,
    close: server.close,
  };
}
