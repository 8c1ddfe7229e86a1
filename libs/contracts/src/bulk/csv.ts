/**
 * CSV (RFC 4180) for the admin exports (issue #25 item 12), shared by the servers that stream them and the
 * admin's own small exports. A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or
 * a carriage return) is prefixed with ' so it stays text (CSV injection); numbers and booleans are written as they are.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole CSV held in memory (small exports only). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvRow).join('');
}

/**
 * The lines of a CSV, produced as the rows arrive (a database cursor): never the whole file in memory. The
 * header comes first, after a UTF-8 byte order mark so spreadsheets read accents right.
 */
export async function* csvLines<T>(header: readonly string[], rows: AsyncIterable<T>, toCells: (row: T) => readonly CsvCell[]): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(header)}`;
  for await (const row of rows) yield csvRow(toCells(row));
}

/** `<name>-<YYYY-MM-DD>.csv`, for Content-Disposition. */
export function csvFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
