import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';

/** Longest prefix kept, so `${uniqueName(p)}_${service}` stays inside FerretDB's 63-character database names. */
export const UNIQUE_NAME_PREFIX_MAX = 24;

let sequence = 0;

/**
 * A name no other test run (or test in this run) uses, for database names, Kafka topic and group
 * prefixes and Redis key prefixes: lowercase letters, digits and `-` only, which MongoDB, FerretDB
 * (`^[a-zA-Z0-9_-]{1,63}$`), Kafka topics and Redis keys all accept. At most 41 characters.
 *
 *   uniqueName('identity-it') -> 'identity-it-mbq3x1c2a9f03e01'
 */
export function uniqueName(prefix = 't'): string {
  const clean =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, UNIQUE_NAME_PREFIX_MAX)
      .replace(/-+$/, '') || 't';
  sequence = (sequence + 1) % 1296;
  const stamp = Date.now().toString(36);
  const name = `${clean}-${stamp}${randomBytes(3).toString('hex')}${sequence.toString(36).padStart(2, '0')}`;
  // A jest run deletes the Kafka topics of the names it made when it ends (libs/testing/jest/test-runs.mjs).
  const record = process.env.LIQUIFY_TEST_NAMES_FILE;
  if (record) appendFileSync(record, `${name}\n`);
  return name;
}
