import { ApiResponse } from '../support';

/** A non-OK answer with the spec's envelope: `{ success: false, error: <message> }`, and never a 5xx. */
export function expectEnvelope(res: ApiResponse, status: number, error?: string | RegExp) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: false, error: expect.any(String) } });
  if (typeof error === 'string') expect(res.body.error).toBe(error);
  else if (error) expect(res.body.error).toMatch(error);
}

/** A JSON object body far over any field limit, still under the gateway's body limit. */
export const longText = (n: number) => 'x'.repeat(n);

/** A body over every body limit (2 MiB). */
export const hugeBody = () => JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'huge@example.com', password: 'password123' });

export const NO_SUCH_ID = 'ffffffffffffffffffffffff';
