/**
 * GET /api/admin/audit-log (issue #25 item 10): every admin write of users, FAQ entries and tickets is in the
 * log with who, when, what and the changed fields before/after, from the services' own audit events; admins
 * only (moderators and customers 403); filters by actor, entity, action, window and free text. A customer's
 * own write is not an admin write.
 */
import { AuditLogEntry } from '@liquify/contracts';
import { createModule } from '../catalogue/catalogue-helpers';
import { api, expectEnvelope, loginAs, poll, registerUser, uniqueEmail } from '../support';

jest.setTimeout(120_000);

const LOG = '/api/admin/audit-log';

async function entries(
  token: string,
  query: Record<string, string>,
): Promise<{ data: AuditLogEntry[]; pagination: { total: number } }> {
  const res = await api(`${LOG}?${new URLSearchParams(query)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Waits until the log holds `count` entries for the query (events reach it asynchronously). */
async function awaitEntries(token: string, query: Record<string, string>, count: number, what: string) {
  return poll(
    async () => {
      const body = await entries(token, query);
      return body.data.length >= count ? body.data : null;
    },
    // Events cross Kafka and two outboxes: on a loaded machine that takes seconds, not a 20 s poll's budget.
    { what, timeoutMs: 45_000 },
  );
}

describe('admin audit log', () => {
  it("records an admin's user create, role change and delete with before/after, the password never in clear", async () => {
    const admin = await loginAs('admin');
    const email = uniqueEmail('audited');
    const created = await api('/api/users', {
      token: admin.token,
      body: { email, password: 'Passw0rd!long', name: 'Audited Person', role: 'user' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id ?? created.body.data.id;
    expect(
      (await api(`/api/users/${id}/role`, { method: 'PUT', token: admin.token, body: { role: 'moderator' } }))
        .status,
    ).toBe(200);
    expect((await api(`/api/users/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    const log = await awaitEntries(admin.token, { entity: 'user', entityId: id }, 3, 'three user entries');
    expect(log.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of log) {
      expect(entry).toMatchObject({
        actor: { id: admin.user._id ?? admin.user.id, email: admin.email, role: 'admin' },
        entityType: 'user',
        entityId: id,
        producer: 'identity',
      });
      expect(new Date(entry.at).getTime()).toBeGreaterThan(Date.now() - 120_000);
    }
    const [deleted, roleChange, creation] = log;
    expect(roleChange).toMatchObject({
      entityLabel: 'Audited Person',
      before: { role: 'user' },
      after: { role: 'moderator' },
    });
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({
      email,
      name: 'Audited Person',
      role: 'user',
      passwordHash: '[redacted]',
    });
    expect(JSON.stringify(log)).not.toContain('Passw0rd');
    expect(deleted.after === null || deleted.after?.deletedAt === undefined).toBe(true);
    expect(deleted.action).toBe('delete');
  });

  it("records FAQ edits and a ticket's status change, not the customer's own ticket", async () => {
    const admin = await loginAs('admin');
    const marker = `Audit ${Date.now().toString(36)}`;
    const faq = await api('/api/admin/support/faq', {
      token: admin.token,
      body: {
        question: `${marker}: how do refunds work?`,
        answer: '<p>Within 14 days.</p>',
        category: 'billing',
      },
    });
    expect(faq.status).toBe(201);
    const faqId = faq.body.data._id;
    expect(
      (
        await api(`/api/admin/support/faq/${faqId}`, {
          method: 'PUT',
          token: admin.token,
          body: { answer: '<p>Within 30 days.</p>' },
        })
      ).status,
    ).toBe(200);
    const [edit] = await awaitEntries(
      admin.token,
      { entity: 'faq', entityId: faqId, action: 'update' },
      1,
      'the FAQ edit',
    );
    expect(edit.before).toMatchObject({ answer: '<p>Within 14 days.</p>' });
    expect(edit.after).toMatchObject({ answer: '<p>Within 30 days.</p>' });
    expect(edit.entityLabel).toBe(`${marker}: how do refunds work?`);
    // The FAQ is everybody's list (the admin FAQ screen's test counts the seeded 15): leave it as found.
    expect((await api(`/api/admin/support/faq/${faqId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    const customer = await registerUser();
    const ticket = await api('/api/support/tickets', {
      token: customer.token,
      body: {
        title: `${marker} cannot install`,
        description: 'The snippet does not show on my store at all.',
      },
    });
    expect(ticket.status).toBe(201);
    const ticketId = ticket.body.data._id;
    expect(
      (
        await api(`/api/admin/support/tickets/${ticketId}/status`, {
          method: 'PATCH',
          token: admin.token,
          body: { status: 'in_progress' },
        })
      ).status,
    ).toBe(200);
    const [change] = await awaitEntries(
      admin.token,
      { entity: 'ticket', entityId: ticketId },
      1,
      'the status change',
    );
    expect(change).toMatchObject({
      action: 'update',
      producer: 'support',
      before: { status: 'open' },
      after: { status: 'in_progress' },
    });
    // The customer's creation is not an admin write: the status change is the ticket's only entry.
    expect((await entries(admin.token, { entity: 'ticket', entityId: ticketId })).pagination.total).toBe(1);
  });

  it("records a module's status change and an Early Bird code's creation and disabling", async () => {
    const admin = await loginAs('admin');
    const module = await createModule();
    expect(
      (
        await api(`/api/admin/modules/${module._id}/status`, {
          method: 'PUT',
          token: admin.token,
          body: { status: 'published' },
        })
      ).status,
    ).toBe(200);
    const [published] = await awaitEntries(
      admin.token,
      { entity: 'module', entityId: module._id, action: 'update' },
      1,
      'the status change',
    );
    expect(published).toMatchObject({
      producer: 'catalogue',
      entityLabel: module.title,
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    // Into the trash and back: recorded as a delete (what was there) and a restore (what is back), not as updates.
    expect((await api(`/api/admin/modules/${module._id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    const [trashed] = await awaitEntries(admin.token, { entity: 'module', entityId: module._id, action: 'delete' }, 1, 'the move to the trash');
    expect(trashed).toMatchObject({ before: { slug: module.slug, status: 'published' }, after: null });
    expect((await api(`/api/admin/modules/${module._id}/restore`, { method: 'POST', token: admin.token })).status).toBe(200);
    const [restored] = await awaitEntries(admin.token, { entity: 'module', entityId: module._id, action: 'restore' }, 1, 'the restore');
    expect(restored).toMatchObject({ before: null, after: { slug: module.slug, status: 'published' } });

    const code = `AUDIT${Date.now().toString(36)}`.toUpperCase();
    expect(
      (await api('/api/admin/billing/early-bird-codes', { token: admin.token, body: { code } })).status,
    ).toBe(201);
    expect(
      (
        await api(`/api/admin/billing/early-bird-codes/${code}`, {
          method: 'PATCH',
          token: admin.token,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    const log = await awaitEntries(
      admin.token,
      { entity: 'early-bird-code', entityId: code },
      2,
      'the code entries',
    );
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log[0]).toMatchObject({ producer: 'billing', before: { active: true }, after: { active: false } });
  });

  it('filters by actor, entity, action, window and free text, newest first and paged', async () => {
    const admin = await loginAs('admin');
    const name = `Filter Target ${Date.now().toString(36)}`;
    const created = await api('/api/users', {
      token: admin.token,
      body: { email: uniqueEmail('filter'), password: 'Passw0rd!long', name, role: 'user' },
    });
    const id = created.body.data._id ?? created.body.data.id;
    await api(`/api/users/${id}`, { method: 'PUT', token: admin.token, body: { name: `${name} Renamed` } });
    await awaitEntries(admin.token, { entityId: id }, 2, 'both entries');

    const bySearch = await entries(admin.token, { search: name.toUpperCase() });
    expect(bySearch.data.map((e) => e.entityId)).toEqual([id, id]);
    expect(
      (await entries(admin.token, { search: name, action: 'create' })).data.map((e) => e.action),
    ).toEqual(['create']);
    expect((await entries(admin.token, { search: name, entity: 'faq' })).pagination.total).toBe(0);
    expect(
      (await entries(admin.token, { search: name, actor: admin.email.toUpperCase() })).pagination.total,
    ).toBe(2);
    expect(
      (await entries(admin.token, { search: name, actor: 'someone-else@example.com' })).pagination.total,
    ).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await entries(admin.token, { search: name, from: future })).pagination.total).toBe(0);
    expect(
      (
        await entries(admin.token, {
          search: name,
          to: future,
          from: new Date(Date.now() - 3_600_000).toISOString(),
        })
      ).pagination.total,
    ).toBe(2);
    const paged = await entries(admin.token, { search: name, limit: '1', page: '2' });
    expect(paged).toMatchObject({
      data: [{ action: 'create' }],
      pagination: { page: 2, limit: 1, total: 2, pages: 2 },
    });
  });

  it('answers 401 anonymous, 403 to a customer and to a moderator, 400 for bad filters', async () => {
    const admin = await loginAs('admin');
    const customer = await registerUser();
    const moderatorEmail = uniqueEmail('moderator');
    expect(
      (
        await api('/api/users', {
          token: admin.token,
          body: { email: moderatorEmail, password: 'Passw0rd!long', name: 'Moderator', role: 'moderator' },
        })
      ).status,
    ).toBe(201);
    const moderator = await api('/api/auth/login', {
      body: { email: moderatorEmail, password: 'Passw0rd!long' },
    });
    expect(moderator.status).toBe(200);

    expectEnvelope(await api(LOG), 401);
    expectEnvelope(await api(LOG, { token: customer.token }), 403);
    expectEnvelope(await api(LOG, { token: moderator.body.data.token }), 403);
    expectEnvelope(await api(`${LOG}?entity=planet`, { token: admin.token }), 400, 'Unknown entity type');
    expectEnvelope(await api(`${LOG}?action=drop`, { token: admin.token }), 400, 'Unknown action');
    expectEnvelope(
      await api(`${LOG}?from=soon`, { token: admin.token }),
      400,
      'from must be an ISO date-time',
    );
    expectEnvelope(
      await api(`${LOG}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`, { token: admin.token }),
      400,
      'from must be before to',
    );
  });
});
