// What the two photo routes of a return share: their parameters and a private, never-cached answer.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const ReturnIdSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const PhotoQuerySchema = z.object({ w: z.coerce.number().int().positive().max(4000).optional() });

export const sendPhoto = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Type', 'image/webp')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
