import { allRoutes } from '@liquify/contracts';
import { request as httpRequest } from 'node:http';
import { baseUrl, loginAs, registerUser } from '../support';

interface Answer {
  status: number;
  body: any;
}

/**
 * One request with `Content-Type: application/json` and no body: no Content-Length, no Transfer-Encoding
 * (what fetch never sends, hence node:http). Rejects when no answer comes within 3 s.
 */
function bodyless(method: string, url: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = httpRequest(url, { method, headers, timeout: 3000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within 3 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Issue 21 item 14: a JSON request without a body hung until the client gave up; it is answered at once. */
describe('JSON requests without a body (e2e)', () => {
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'ffffffffffffffffffffffff');

  it('an unknown route answers 404 at once, anonymous or signed in', async () => {
    const { token } = await loginAs('user');
    for (const method of ['DELETE', 'PUT', 'POST']) {
      for (const caller of [undefined, token]) {
        const answer = await bodyless(method, `${baseUrl()}/api/nowhere-${method.toLowerCase()}`, caller);
        expect({ method, status: answer.status, success: answer.body.success }).toEqual({ method, status: 404, success: false });
      }
    }
  });

  it('a route that needs a body answers 400, one that takes none gives its normal answer', async () => {
    const login = await bodyless('POST', `${baseUrl()}/api/auth/login`);
    expect({ status: login.status, success: login.body.success }).toEqual({ status: 400, success: false });
    const admin = await loginAs('admin');
    // Deleting a user who does not exist: the route's own answer, not a complaint about the body.
    const gone = await bodyless('DELETE', `${baseUrl()}/api/users/ffffffffffffffffffffffff`, admin.token);
    expect({ status: gone.status, success: gone.body.success }).toEqual({ status: 404, success: false });
    expect(JSON.stringify(gone.body)).not.toMatch(/body/i);
  });

  it('every documented write answers at once, anonymous (401 where signed-in) and as an admin, never 5xx', async () => {
    const admin = await loginAs('admin');
    // Signing out would end the admin's session: covered below with a session of its own.
    const writes = allRoutes().filter((r) => r.method !== 'get' && !r.path.includes('webhook') && !r.path.startsWith('/api/auth/logout'));
    for (const route of writes) {
      const url = `${baseUrl()}${concrete(route.path)}`;
      const label = `${route.method} ${route.path}`;
      const anonymous = await bodyless(route.method.toUpperCase(), url);
      if (route.access !== 'public') expect({ label, status: anonymous.status }).toEqual({ label, status: 401 });
      const signedIn = await bodyless(route.method.toUpperCase(), url, admin.token);
      expect({ label, fiveHundred: signedIn.status >= 500 }).toEqual({ label, fiveHundred: false });
    }
  });

  it('POST /api/auth/logout without a body gives its normal answer', async () => {
    const user = await registerUser();
    const out = await bodyless('POST', `${baseUrl()}/api/auth/logout`, user.token);
    expect({ status: out.status, body: out.body }).toEqual({ status: 200, body: { success: true, message: 'Signed out' } });
  });

  it("a service's own port answers too, with the route's normal answer", async () => {
    const identity = process.env.E2E_IDENTITY_URL;
    if (!identity) throw new Error('E2E_IDENTITY_URL is not set');
    const unknown = await bodyless('DELETE', `${identity}/api/nowhere`);
    expect(unknown.status).toBe(404);
  });
});
