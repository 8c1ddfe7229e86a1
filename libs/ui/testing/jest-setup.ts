import '@testing-library/jest-dom';
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
