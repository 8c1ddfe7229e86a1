import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { MessagePort } from 'node:worker_threads';

// jsdom lacks what react-router 7 and the fetch classes (undici) need; take them from Node. MessageChannel is
// left out on purpose: React's scheduler would use it and keep jest alive.
Object.assign(globalThis, { TextEncoder, TextDecoder });
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream, MessagePort })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}
if (typeof globalThis.Response === 'undefined') {
  const { Response, Request, Headers } = require('undici') as typeof import('undici');
  Object.assign(globalThis, { Response, Request, Headers });
}

// In the browser what shows a toast loads with the first one (libs/ui/src/toast.tsx); tests load it up front so
// a toast renders in the same act() that raised it, as it does once loaded.
beforeAll(async () => {
  const { loadToastViewport } = require('../src/toast') as typeof import('../src/toast');
  await loadToastViewport();
});

// `npm test` runs these beside the integration tests on 2 cores, where what a page waits for (a mocked answer, the
// toast it raises) can take over a second: RTL's default of 1 s failed a section editor test in a CI run. A wait
// still ends as soon as what it waits for is there; 4 s keeps RTL's own message within jest's 5 s per test.
configure({ asyncUtilTimeout: 4000 });
