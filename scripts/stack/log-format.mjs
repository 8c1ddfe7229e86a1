// The product's log lines as a person reads them in a terminal: pino's JSON line becomes
//   12:04:05 INFO  [NestApplication] Nest application successfully started
//   12:04:06 INFO  GET /api/modules 200 12 ms
//   12:04:07 ERROR [ExceptionsHandler] boom: Error: boom (at …)
// Anything that is not a pino line (a stack trace, a tool's own output) is kept as it is. Files and pipes keep
// the JSON (npm start writes it to .cache/logs/stack/<process>.log).

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS = { 40: '33', 50: '31', 60: '31' };

const clock = (time) => new Date(time).toISOString().slice(11, 19);

/** One line for a person, or the line unchanged when it is not pino's JSON. */
export function readableLine(line, { color = false } = {}) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number' || typeof entry.msg !== 'string') return line;
  let level = LEVELS[entry.level] ?? String(entry.level);
  if (color && COLORS[entry.level]) level = `\x1b[${COLORS[entry.level]}m${level}\x1b[0m`;
  const time = typeof entry.time === 'number' ? clock(entry.time) : '';
  if (entry.msg === 'request completed' && entry.req && entry.res) {
    const cache = entry.cache ? ` (${entry.cache})` : '';
    return `${time} ${level} ${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${entry.responseTime} ms${cache}`;
  }
  const context = entry.context ? `[${entry.context}] ` : '';
  const err = entry.err?.message && !entry.msg.includes(entry.err.message) ? `: ${entry.err.message}` : '';
  return `${time} ${level} ${context}${entry.msg}${err}`;
}

/** Whether npm start shows readable lines: in a terminal, unless LIQUIFY_LOG_FORMAT=json asks for the JSON. */
export const wantsReadableLogs = (stream = process.stdout, env = process.env) => Boolean(stream.isTTY) && env.LIQUIFY_LOG_FORMAT !== 'json';
