// Redis restarts mid-load. Before it, and while it is down, a session is signed out and an admin demoted;
// afterwards both must still hold on every gateway and every replica of the services (a revoked token
// refused, the demoted admin refused admin routes), and the load's writes converge within 5 s.
import { readUntil, writeOnce } from './client.mjs';
import { signIn } from './fixtures.mjs';
import { secondsUntil, snapshotConverged, underWrites } from './under-writes.mjs';

export const name = 'Redis restart';

/** A customer with a session signed out, and an admin demoted to customer: their tokens must stay refused. */
async function revokeAndDemote(ctx, label) {
  const { call, fx } = ctx;
  const email = `chaos-${label}-${Date.now().toString(36)}@example.com`;
  const registered = await readUntil(`register ${label}`, () => fx.register(email));
  const userId = registered.body.data.user._id ?? registered.body.data.user.id;
  const revoked = registered.body.data.token;
  await writeOnce(`sign out ${label}`, () => call('/api/auth/logout', { method: 'POST', token: revoked }), { ok: (r) => r.status === 200 || r.status === 401 });
  const adminEmail = `chaos-${label}-admin-${Date.now().toString(36)}@example.com`;
  const adminUser = await readUntil(`register ${label} admin`, () => fx.register(adminEmail));
  const adminId = adminUser.body.data.user._id ?? adminUser.body.data.user.id;
  await writeOnce(`promote ${label}`, () => call(`/api/users/${adminId}/role`, { method: 'PUT', token: fx.admin.token, body: { role: 'admin' } }));
  const demoted = (await signIn(call, adminEmail, 'Chaos-Passw0rd!')).token;
  await writeOnce(`demote ${label}`, () => call(`/api/users/${adminId}/role`, { method: 'PUT', token: fx.admin.token, body: { role: 'user' } }));
  return { label, userId, revoked, demoted };
}

/** Every gateway and every replica of identity and library: what each answers the two tokens. */
async function stillHeld(ctx, subjects) {
  const wrong = [];
  const targets = [...ctx.stack.byService.gateway, ...ctx.stack.byService.identity, ...ctx.stack.byService.library];
  for (const s of subjects) {
    for (const t of targets) {
      const own = t.service === 'library' ? '/api/user-modules/library' : '/api/auth/me';
      const revoked = await ctx.call(`${t.url}${own}`, { token: s.revoked, record: false });
      if (revoked.status !== 401) wrong.push(`${s.label}: the signed-out token answered ${revoked.status} on ${t.name}`);
      if (t.service !== 'library') {
        const admin = await ctx.call(`${t.url}/api/users`, { token: s.demoted, record: false });
        if (admin.status !== 403) wrong.push(`${s.label}: the demoted admin's token answered ${admin.status} on ${t.name}'s admin route`);
      }
    }
  }
  return wrong;
}

export function run(ctx) {
  return underWrites(ctx, name, async ({ recorder, ledger }) => {
    const before = await revokeAndDemote(ctx, 'before');
    recorder.outage = true;
    await ctx.infra.redis.stop();
    // While Redis is down: the same changes, acknowledged only once they hold (503 until then).
    const during = revokeAndDemote(ctx, 'during').catch((err) => ({ error: err }));
    await new Promise((r) => setTimeout(r, 3000));
    await ctx.infra.redis.start();
    const convergenceS = await secondsUntil(snapshotConverged(ctx, ledger), 60);
    const whileDown = await during;
    const subjects = whileDown.error ? [before] : [before, whileDown];
    const failures = await stillHeld(ctx, subjects);
    if (whileDown.error) failures.push(`while Redis was down: ${whileDown.error.message}`);
    return { convergenceS, failures, notes: [`Redis down 3 s (SIGTERM, restarted on its append-only file); ${subjects.length} sign-outs and demotions checked on ${ctx.stack.byService.gateway.length} gateways and every identity and library replica`] };
  });
}
