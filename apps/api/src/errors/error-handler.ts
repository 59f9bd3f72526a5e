/**
 * The one error handler: every failure leaves as `{ statusCode, message, errors? }`
 * (`errorBodySchema` in @goi/contracts). Validation errors name the bad fields; client errors
 * keep their message; server errors say only "Internal Server Error" and the details go to the
 * log, so no stack trace, SQL or path ever reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@goi/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { noteRefusal } from '../logging/request-log-plugin';
import { HttpError } from './http-error';

/** One validation problem as Fastify reports it (zod issues arrive in this shape too). */
interface ValidationProblem {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** How each part of a request is named in messages: singular, plural. */
const contextLabels: Record<string, [string, string]> = {
  body: ['body field', 'body fields'],
  querystring: ['query parameter', 'query parameters'],
  params: ['path parameter', 'path parameters'],
  headers: ['header', 'headers'],
};

/** `/items/0/name` → `items.0.name`; a missing property is named by AJV in its params. */
function fieldOf(problem: ValidationProblem, context: string): string {
  const path = problem.instancePath.split('/').filter(Boolean);
  const missing = problem.params?.missingProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.length > 0 ? path.join('.') : context;
}

export function validationErrorBody(problems: ValidationProblem[], context: string): ErrorBody {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const field = fieldOf(problem, context);
    (errors[field] ??= []).push(problem.message ?? 'Invalid value');
  }
  const fields = Object.entries(errors);
  const [singular, plural] = contextLabels[context] ?? [context, context];
  const named = fields.filter(([field]) => field !== context);
  const message =
    named.length === 0
      ? `Invalid ${context}: ${fields.flatMap(([, messages]) => messages).join(', ')}`
      : `Invalid ${named.length === 1 ? singular : plural} ${fields
          .map(([field, messages]) => `"${field}": ${messages.join(', ')}`)
          .join('; ')}`;
  return { statusCode: 400, message, errors };
}

function statusOf(error: Error): number {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/** An HttpError that carries `retryAfterSeconds`: the server is busy, not broken. */
function isLoadRefusal(error: Error): error is HttpError & { retryAfterSeconds: number } {
  return (
    error instanceof HttpError &&
    'retryAfterSeconds' in error &&
    typeof error.retryAfterSeconds === 'number'
  );
}

/** The body a client sees for an error. Pure, so every branch is testable without a server. */
export function errorBodyFor(error: FastifyError | Error): ErrorBody {
  if ('validation' in error && Array.isArray(error.validation) && error.validation.length > 0) {
    return validationErrorBody(error.validation, error.validationContext ?? 'request');
  }
  const statusCode = statusOf(error);
  // A server error's details stay in the log; a refusal for load (503 + Retry-After, the parse
  // pool) says why, since the client should come back.
  if (statusCode >= 500 && !isLoadRefusal(error)) {
    return { statusCode, message: STATUS_CODES[statusCode] ?? 'Internal Server Error' };
  }
  return {
    statusCode,
    message: error.message,
    ...(error instanceof HttpError && error.errors ? { errors: error.errors } : {}),
  };
}

export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const body = errorBodyFor(error);
  // Name the limit a too-large body broke, so a client knows what to send instead.
  if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    body.message = `Request body is too large: at most ${limit} bytes (${(limit / 1024 / 1024).toFixed(1)} MiB)`;
  }
  if (body.statusCode >= 500 && !isLoadRefusal(error))
    request.log.error({ err: error }, 'request failed');
  else noteRefusal(request, body.message);
  // A refusal for load says when to come back (the parse pool's 503).
  if (isLoadRefusal(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
  // An error must never be cached, even on a route that had set a public cache header.
  return reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
}
