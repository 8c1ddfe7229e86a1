import { Readable } from 'node:stream';

/** The part of a Fastify reply a CSV download needs. */
export interface CsvReply {
  status(code: number): CsvReply;
  header(name: string, value: string): CsvReply;
  send(body?: unknown): unknown;
}

/**
 * Answers a CSV download (issue #25 item 12) streamed from `lines` (each written as it is produced, from a
 * database cursor: the file is never built in memory), as an attachment named `fileName`, never cached.
 * Handlers take the reply with `@Res()`.
 */
export function sendCsv(reply: CsvReply, fileName: string, lines: AsyncIterable<string>): unknown {
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
  return reply.status(200).send(Readable.from(lines));
}
