import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isToolError, junitOperations, undoRequests } from './results.mjs';

describe('isToolError', () => {
  it("is schemathesis' own crash while generating inputs, never a server answer or an unreachable server", () => {
    assert.equal(isToolError('Runtime Error\n\nInconsistent results: A test case failed on the first run but now succeeds\n  | SystemError: AST constructor recursion depth mismatch'), true);
    assert.equal(isToolError('Network Error\n\nConnection refused'), false);
    assert.equal(isToolError('Runtime Error\n\nConnection reset by peer'), false);
    assert.equal(isToolError('1. Server error\n\n[500] Internal Server Error'), false);
    assert.equal(isToolError('Runtime Error\n\n[500] Internal Server Error'), false);
  });
});

describe('junitOperations', () => {
  it('lists every operation, failed when it has a failure or an error, with the text naming the input', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<testsuites errors="1" failures="1" tests="3"><testsuite name="schemathesis" tests="3">
  <testcase name="GET /api/stores" time="0.1" />
  <testcase name="PUT /api/stores/{id}" time="0.2"><failure type="failure" message="1. Server error">1. Server error

[500] Internal Server Error

Reproduce with:

    curl -X PUT -d '{&quot;name&quot;: &quot;\\u0000&quot;}' http://127.0.0.1/api/stores/0</failure></testcase>
  <testcase name="POST /api/users &amp; more" time="0.3"><error message="Connection refused" /></testcase>
</testsuite></testsuites>`;
    const ops = junitOperations(xml);
    assert.deepEqual(
      ops.map(({ name, failed }) => ({ name, failed })),
      [
        { name: 'GET /api/stores', failed: false },
        { name: 'PUT /api/stores/{id}', failed: true },
        { name: 'POST /api/users & more', failed: true },
      ],
    );
    assert.match(ops[1].message, /\[500\] Internal Server Error/);
    assert.match(ops[1].message, /curl -X PUT -d '\{"name": "\\u0000"\}'/);
    assert.equal(ops[2].message, 'Connection refused');
    assert.deepEqual(ops.map((o) => o.toolError), [false, false, false]);
  });

  it("marks an <error> that is schemathesis' own Runtime Error as a tool error, not a failure of the server", () => {
    const xml = `<testsuites><testsuite name="schemathesis">
  <testcase name="POST /api/admin/modules" time="0.7"><error type="error">Runtime Error

Inconsistent results: A test case failed on the first run but now succeeds
    | SystemError: AST constructor recursion depth mismatch (before=267, after=220)</error></testcase>
</testsuite></testsuites>`;
    const [op] = junitOperations(xml);
    assert.equal(op.failed, true);
    assert.equal(op.toolError, true);
  });

  it('answers no operations for a report without test cases', () => {
    assert.deepEqual(junitOperations('<testsuites tests="0"></testsuites>'), []);
  });
});

describe('undoRequests', () => {
  const entry = (method, url, status, data) => ({ request: { method, url }, response: { status, content: { text: JSON.stringify({ success: status < 300, data }) } } });

  it('undoes each creation the admin run made, and nothing it only read, refused or failed to create', () => {
    const har = {
      log: {
        entries: [
          entry('POST', 'http://h/api/admin/plans', 201, { _id: 'p1' }),
          entry('POST', 'http://h/api/admin/plans', 400, { _id: 'nope' }),
          entry('GET', 'http://h/api/admin/plans', 200, [{ _id: 'p0' }]),
          entry('POST', 'http://h/api/admin/modules?x=1', 201, { _id: 'm1' }),
          entry('POST', 'http://h/api/admin/sections', 201, { _id: 's1' }),
          entry('POST', 'http://h/api/admin/support/faq', 201, { _id: 'f1' }),
          entry('POST', 'http://h/api/users', 201, { id: 'u1' }),
          entry('POST', 'http://h/api/admin/billing/early-bird-codes', 201, { code: 'A B' }),
          entry('POST', 'http://h/api/admin/plans/sync-stripe', 200, { synced: 3 }),
          { request: { method: 'POST', url: 'http://h/api/admin/plans' }, response: { status: 201, content: { text: 'not json' } } },
          entry('POST', 'http://h/api/admin/modules', 201, null),
        ],
      },
    };
    assert.deepEqual(undoRequests(har), [
      { method: 'DELETE', path: '/api/admin/plans/p1' },
      { method: 'DELETE', path: '/api/admin/modules/m1' },
      { method: 'DELETE', path: '/api/admin/sections/s1' },
      { method: 'DELETE', path: '/api/admin/support/faq/f1' },
      { method: 'DELETE', path: '/api/users/u1' },
      { method: 'PATCH', path: '/api/admin/billing/early-bird-codes/A%20B', body: { active: false } },
    ]);
  });

  it('answers nothing for an empty or missing log', () => {
    assert.deepEqual(undoRequests({ log: { entries: [] } }), []);
    assert.deepEqual(undoRequests(undefined), []);
  });
});
