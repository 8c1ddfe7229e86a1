import { api, registerUser, uniqueEmail } from '../support';
import { direct, expectEnvelope } from './identity-helpers';

const throttled = (seconds: number) => `Too many sign-in attempts for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
const login = (email: string, password: string) => api('/api/auth/login', { body: { email, password } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 21 item 9: password guessing was limited per IP only (and not at all on identity's own port).
 * Each account gets 5 free failed attempts, then a wait of 1 s that doubles with every further failure;
 * a success forgets the failures.
 */
describe('the per-account sign-in limit (e2e)', () => {
  it('after 5 failures makes the account wait 1 s, then 2 s, even for the right password; a success starts afresh', async () => {
    const user = await registerUser();
    for (let i = 0; i < 5; i++) expectEnvelope(await login(user.email, `wrong-${i}`), 401, 'Invalid credentials');
    expectEnvelope(await login(user.email, user.password), 429, throttled(1));
    await sleep(1_100);
    expectEnvelope(await login(user.email, 'wrong-again'), 401, 'Invalid credentials');
    expectEnvelope(await login(user.email, user.password), 429, throttled(2));
    // The same limit on identity's own port: it holds without the gateway.
    const straight = await direct('identity', '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
    expect({ status: straight.status, error: straight.body?.error }).toEqual({ status: 429, error: throttled(2) });
    await sleep(2_100);
    expect((await login(user.email, user.password)).status).toBe(200);
    // Forgotten: the free attempts are back.
    expectEnvelope(await login(user.email, 'wrong-after-success'), 401, 'Invalid credentials');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('gives a burst of parallel guesses no more than the free attempts', async () => {
    const user = await registerUser();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('counts an unknown e-mail alike (the limit tells nothing about which accounts exist), and leaves other accounts alone', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(nobody, 'whatever')).status).toBe(404);
    expectEnvelope(await login(nobody, 'whatever'), 429, throttled(1));
    const other = await registerUser();
    expect((await login(other.email, other.password)).status).toBe(200);
  });
});
