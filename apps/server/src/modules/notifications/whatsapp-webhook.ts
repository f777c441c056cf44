// WhatsApp's incoming webhook, as Meta documents it for the Cloud API (decision 0053): the verification handshake,
// the X-Hub-Signature-256 check of each delivery, the button taps read out of the messages webhook, and the
// message ids already handled. The numbers and payloads are never logged.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { whatsappInboundMessages } from '../../db/schema.ts';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * Meta's GET: `hub.mode=subscribe`, `hub.verify_token` (the token typed in the app's Webhooks settings) and
 * `hub.challenge`, answered as it came; undefined when the mode or the token is wrong.
 */
export function verificationAnswer(
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
  verifyToken: string,
): string | undefined {
  if (query['hub.mode'] !== 'subscribe' || typeof query['hub.verify_token'] !== 'string') return undefined;
  if (!safeEqual(query['hub.verify_token'], verifyToken)) return undefined;
  return query['hub.challenge'] ?? '';
}

/** X-Hub-Signature-256: `sha256=` and hex(HMAC-SHA256(raw body, app secret)), compared in constant time. */
export function validHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** A button tapped in WhatsApp: a template's quick reply (`button`) or an interactive reply button. */
export type WhatsAppTap = {
  /** Meta's id of her message (wamid…): the same id on a repeated delivery. */
  messageId: string;
  /** Her WhatsApp id: country code and number, digits only. */
  from: string;
  /** What the shop put in the button when it sent it. */
  payload: string;
};

const MessageSchema = z
  .object({
    id: z.string().min(1).max(256),
    from: z.string().max(32),
    type: z.string().max(40),
    button: z
      .object({ payload: z.string().max(1024).optional(), text: z.string().max(1024).optional() })
      .optional(),
    interactive: z
      .object({
        type: z.string().max(40),
        button_reply: z
          .object({ id: z.string().max(1024), title: z.string().max(256).optional() })
          .optional(),
      })
      .optional(),
  })
  .passthrough();

const WebhookSchema = z
  .object({
    object: z.string().optional(),
    entry: z
      .array(
        z
          .object({
            changes: z
              .array(
                z
                  .object({
                    field: z.string().optional(),
                    value: z
                      .object({ messages: z.array(z.unknown()).max(100).optional() })
                      .passthrough()
                      .optional(),
                  })
                  .passthrough(),
              )
              .max(100)
              .optional(),
          })
          .passthrough(),
      )
      .max(100)
      .optional(),
  })
  .passthrough();

/**
 * The button taps in a messages webhook; everything else (texts, statuses of sent messages, other fields) is
 * left out. A body that is not the documented shape has no taps.
 */
export function tapsIn(body: unknown): WhatsAppTap[] {
  const parsed = WebhookSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return [];
  const taps: WhatsAppTap[] = [];
  for (const entry of parsed.data.entry ?? [])
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value?.messages ?? []) {
        const message = MessageSchema.safeParse(raw);
        if (!message.success || !/^\d{8,15}$/.test(message.data.from)) continue;
        const m = message.data;
        const payload =
          m.type === 'button'
            ? m.button?.payload
            : m.type === 'interactive' && m.interactive?.type === 'button_reply'
              ? m.interactive.button_reply?.id
              : undefined;
        if (payload) taps.push({ messageId: m.id, from: m.from, payload });
      }
    }
  return taps;
}

/** Remembers a message id; false when it was handled before (Meta delivers at least once). */
export async function firstSight(db: Db, messageId: string): Promise<boolean> {
  const rows = await db
    .insert(whatsappInboundMessages)
    .values({ messageId })
    .onConflictDoNothing()
    .returning({ id: whatsappInboundMessages.messageId });
  return rows.length > 0;
}

/** Forgets a message whose handling failed, so that Meta's retry is handled again. */
export async function forget(db: Db, messageId: string) {
  await db.delete(whatsappInboundMessages).where(eq(whatsappInboundMessages.messageId, messageId));
}
