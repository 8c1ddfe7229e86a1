import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueName, UNIQUE_NAME_PREFIX_MAX } from './unique-name';

const FERRETDB_DATABASE_NAME = /^[a-zA-Z0-9_-]{1,63}$/;
const KAFKA_TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;

describe('uniqueName', () => {
  it('starts with the prefix and a dash', () => {
    expect(uniqueName('identity-it')).toMatch(/^identity-it-[a-z0-9]+$/);
  });

  it('never repeats, even when called many times in the same millisecond', () => {
    const names = Array.from({ length: 2000 }, () => uniqueName('x'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('turns anything that is not a lowercase letter or digit into single dashes', () => {
    expect(uniqueName('Library Quota/IT..v2')).toMatch(/^library-quota-it-v2-[a-z0-9]+$/);
  });

  it('falls back to "t" when the prefix has nothing usable', () => {
    expect(uniqueName('$$$')).toMatch(/^t-[a-z0-9]+$/);
    expect(uniqueName()).toMatch(/^t-[a-z0-9]+$/);
  });

  it(`keeps at most ${UNIQUE_NAME_PREFIX_MAX} prefix characters and never ends the prefix with a dash`, () => {
    const name = uniqueName('a'.repeat(23) + '-bbbbbbbbbb');
    expect(name.startsWith(`${'a'.repeat(23)}-`)).toBe(true);
    expect(name).not.toContain('--');
  });

  it('is a valid FerretDB database name even with a _<service> suffix, and a valid Kafka topic prefix', () => {
    for (const prefix of ['e2e', 'a'.repeat(200), 'Catalogue Integration']) {
      const name = uniqueName(prefix);
      expect(name.length).toBeLessThanOrEqual(41);
      expect(`${name}_catalogue`).toMatch(FERRETDB_DATABASE_NAME);
      expect(`${name}.catalogue.module.updated.v1`).toMatch(KAFKA_TOPIC_NAME);
    }
  });

  it("records every name in the run's names file when one is set, so the run can delete its Kafka topics at its end", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'names-')), 'run.names');
    writeFileSync(file, '');
    const before = process.env.LIQUIFY_TEST_NAMES_FILE;
    process.env.LIQUIFY_TEST_NAMES_FILE = file;
    try {
      const names = [uniqueName('library-it'), uniqueName('e2e')];
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toEqual(names);
    } finally {
      if (before === undefined) delete process.env.LIQUIFY_TEST_NAMES_FILE;
      else process.env.LIQUIFY_TEST_NAMES_FILE = before;
    }
  });
});
