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
