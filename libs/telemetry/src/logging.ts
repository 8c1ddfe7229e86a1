import { DynamicModule, Module } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';

type HttpLogOptions = PinoHttpOptions<IncomingMessage & { id?: unknown }, ServerResponse>;

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/** Fields added to every log line: the active trace and span ids. */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** pino-http's options for a service: JSON lines carrying the request id and trace ids; secrets redacted. */
export function httpLogOptions(options: { service: string; level: string }): HttpLogOptions {
  return {
    level: options.level,
    name: options.service,
    base: { service: options.service },
    redact: { paths: REDACT, censor: '[redacted]' },
    mixin: traceFields,
    customProps: (req) => ({ requestId: req.id }),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** JSON logs (pino) carrying the request id and trace ids; secrets redacted. */
@Module({})
export class LoggingModule {
  static forRoot(options: { service: string; level: string }): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: [
            httpLogOptions(options),
            // Asynchronous writes to stdout: lines written while one write is in flight go out together,
            // instead of one blocking write(2) per line on the request path. pino flushes it on exit.
            pino.destination({ dest: 1, sync: false }),
          ],
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
