// One place that turns every failure into `{ error, code }` with the right status; 5xx never shows internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorCode, isErrorCode } from '@zariya/shared/error-codes';
import { ErrorBodySchema } from '@zariya/shared/product';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from '../errors.ts';

/** The answer while the database cannot be reached: the shopper may try again; a load balancer may retry. */
export const UNAVAILABLE = {
  error: 'The shop is having trouble right now. Please try again in a moment.',
  code: 'UNAVAILABLE',
} as const satisfies { error: string; code: ErrorCode };
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const FRIENDLY: Record<string, { error: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'The request body is empty.', code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'This content type is not supported.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'The request length is wrong.', code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { error: 'The file is too large.', code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { error: 'Too many files.', code: 'PAYLOAD_TOO_LARGE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { error: 'The request is not multipart.', code: 'BAD_REQUEST' },
};

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'Invalid input.';
    if (!field && /expected object/.test(message)) return 'The request body must be a JSON object.';
    // Messages written for shoppers end with a full stop or stand alone; zod's defaults get the field name.
    return /^Invalid|^Too|^Expected/i.test(message) && field ? `${field}: ${message}` : message;
  }
  return error.message;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Every API route answers its 4xx as { error, code }: declared once here, so the OpenAPI document shows it on
  // each operation and the body is serialised through the same schema.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.schema?.hide) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    if (response['4xx'] === undefined) {
      route.schema = { ...route.schema, response: { ...response, '4xx': ErrorBodySchema } };
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({ error: validationMessage(error), code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const known = error.code ? FRIENDLY[error.code] : undefined;
      return reply.status(status).send(
        known ?? {
          error: error.message || 'Bad request.',
          // Only codes of the shared list go out; another library's own code is a plain bad request.
          code: isErrorCode(error.code) ? error.code : 'BAD_REQUEST',
        },
      );
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.socket?.destroyed) {
      // The browser went away mid-answer (a navigation cancelled an image download): not a server fault.
      request.log.info({ code: error.code }, 'client closed the connection before the answer was sent');
      return reply.status(499).send();
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: error, route: `${request.method} ${request.routeOptions.url ?? '-'}` },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(UNAVAILABLE);
    }
    // The error is logged through lib/log.ts: a database error by its SQL state and operation only.
    request.log.error(
      { err: error, route: `${request.method} ${request.routeOptions.url ?? '-'}` },
      'request failed',
    );
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
  });
});
