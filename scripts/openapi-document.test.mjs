/* global structuredClone -- a Node global the lint environment of scripts does not list */
// The OpenAPI document the gateway serves (built from every route contract), checked by a standard OpenAPI
// validator: @seriousme/openapi-schema-validator, which runs the OpenAPI Initiative's published 3.1 schema.
// It is ESM-only, so this check runs under node --test (jest's CommonJS loader cannot import it) against
// the contracts as built (npm test builds before it runs these).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';

const require = createRequire(import.meta.url);
const { buildOpenApiDocument } = require('../libs/contracts/dist/index.js');
const doc = buildOpenApiDocument({ title: 'Liquify API', version: '1.0.0' });

async function check(document) {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  return { ...result, version: validator.version };
}

test('the gateway\'s OpenAPI document is a valid OpenAPI 3.1 document for a standard validator', async () => {
  const result = await check(doc);
  assert.deepEqual(result.errors ?? [], [], 'validation errors');
  assert.equal(result.valid, true);
  assert.equal(result.version, '3.1');
});

test('the validator refuses what OpenAPI tools reject (so the check above can fail)', async () => {
  const [path, item] = Object.entries(doc.paths)[0];
  const [method, op] = Object.entries(item)[0];
  const [status] = Object.keys(op.responses);
  const noDescription = structuredClone(doc);
  delete noDescription.paths[path][method].responses[status].description;
  assert.equal((await check(noDescription)).valid, false, 'a response without a description');
  assert.equal((await check({ ...doc, info: { title: 'Liquify API' } })).valid, false, 'an info without a version');
  const badParameter = { ...doc, paths: { ...doc.paths, [path]: { ...item, [method]: { ...op, parameters: [{ name: 'id', in: 'nowhere' }] } } } };
  assert.equal((await check(badParameter)).valid, false, 'a parameter in an unknown place');
});
