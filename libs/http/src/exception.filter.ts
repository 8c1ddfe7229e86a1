import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ZodError } from 'zod';
import { AppException } from './app-exception';
import { errorEnvelope, ErrorEnvelope } from './envelope';
import { zodIssuesToDetails } from './zod.pipe';

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): unknown;
  sent?: boolean;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  422: 'Unprocessable entity',
  429: 'Too many requests, please try again later.',
  503: 'Service unavailable',
};

/** Turns a library's own error (a driver's, say) into the AppException it stands for; undefined: not mine. */
export type ExceptionMapper = (exception: unknown) => AppException | undefined;
const exceptionMappers: ExceptionMapper[] = [];

/**
 * Teaches the error envelope about a library's errors, once per process (libs/mongo registers the duplicate
 * key and bad-id mappings when it is loaded), so no service re-implements the check.
 */
export function registerExceptionMapper(mapper: ExceptionMapper): void {
  if (!exceptionMappers.includes(mapper)) exceptionMappers.push(mapper);
}

/** Maps any thrown value to `{status, envelope}`: user mistakes are 4xx with a clear message, never 500. */
export function toErrorResponse(exception: unknown): { status: number; body: ErrorEnvelope } {
  if (exception instanceof AppException) {
    return { status: exception.status, body: errorEnvelope(exception.message, { code: exception.code, details: exception.details }) };
  }
  if (exception instanceof ZodError) {
    return { status: 400, body: errorEnvelope('Validation failed', { code: 'VALIDATION_FAILED', details: zodIssuesToDetails(exception) }) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = STATUS_TEXT[status] ?? exception.message;
    if (typeof response === 'object' && response && 'message' in response) {
      const m = (response as { message: unknown }).message;
      if (typeof m === 'string') message = m;
    } else if (typeof response === 'string') {
      message = response;
    }
    if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE)/.test(message)) message = 'Not found';
    return { status, body: errorEnvelope(message, { code: `HTTP_${status}` }) };
  }
  const err = exception as { statusCode?: number; code?: string; message?: string; name?: string };
  // Fastify's own client errors: bad JSON, wrong content type, body too large...
  if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    const status = err.statusCode;
    let message = STATUS_TEXT[status] ?? 'Bad request';
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(err.message ?? '')) message = 'Malformed JSON body';
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'Request body must not be empty when content-type is application/json';
    return { status, body: errorEnvelope(message, { code: err.code ?? `HTTP_${status}` }) };
  }
  // Errors a library knows how to answer (libs/mongo: duplicate keys -> 409, bad ids -> 404).
  for (const mapper of exceptionMappers) {
    const mapped = mapper(exception);
    if (mapped) return toErrorResponse(mapped);
  }
  return { status: 500, body: errorEnvelope('Internal server error', { code: 'INTERNAL' }) };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception;
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<ReplyLike>();
    const request = ctx.getRequest<{ id?: string; method?: string; url?: string }>();
    const { status, body } = toErrorResponse(exception);
    if (request?.id) body.requestId = String(request.id);
    if (status >= 500) {
      // A declared answer (503 while a dependency is down, "still being set up") is a warning; only what no one
      // expected is an error with its stack.
      if (body.code === 'INTERNAL') this.logger.error({ err: exception, method: request?.method, url: request?.url }, 'Unhandled error');
      else this.logger.warn(`${request?.method} ${request?.url} answered ${status} ${body.code}: ${(exception as Error)?.message ?? body.error}`);
    }
    if (reply.sent) return;
    reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
