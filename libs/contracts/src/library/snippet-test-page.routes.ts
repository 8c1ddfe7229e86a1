import { z } from 'zod';
import { defineRoute } from '../openapi/registry';

/**
 * "Test on a page" (issue 24 item 14): a plain page holding nothing but the module's snippet, pasted exactly as
 * a store would paste it, so a customer sees it work before touching the store. Reached with the snippet's own
 * token (it exposes nothing the snippet link does not), and answering as the snippet does: 404 for an unknown
 * or replaced link, 410 once the module left the library, the reason while the plan pauses it.
 */
export const REMOTE_SNIPPET_TEST_PATH = '/api/remote-modules/snippet/{token}/test';
export const remoteSnippetTestPath = (token: string) => REMOTE_SNIPPET_TEST_PATH.replace('{token}', token);

export const snippetTestPageRoute = defineRoute({
  service: 'library',
  tags: ['remote snippets'],
  method: 'get',
  path: REMOTE_SNIPPET_TEST_PATH,
  access: 'public',
  summary: 'A plain test page (text/html) embedding the snippet exactly as pasted; sandboxed (opaque origin), never cached, no referrer; 404 unknown or replaced token, 410 removed module',
  responses: { 200: z.string(), 404: z.string(), 410: z.string() },
});
