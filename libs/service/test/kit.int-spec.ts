import { UserDeleted } from '@liquify/contracts';
import { HealthRegistry } from '@liquify/http';
import { startTestService, TestService, waitFor } from '@liquify/testing';
import { NotesConfig } from './example/config';
import { NoteSaved } from './example/notes.contract';
import { WELCOME_USER } from './example/notes.seed';
import { service } from './example/service';
import { UsersConsumer } from './example/users.consumer';

jest.setTimeout(90_000);

describe('the service kit, on the real FerretDB, Kafka and Redis (example service: notes)', () => {
  let notes: TestService<NotesConfig>;

  beforeAll(async () => {
    notes = await startTestService(service, { observe: [NoteSaved] });
  });
  afterAll(async () => {
    await notes?.close();
  });

  it('answers /healthz and /readyz with every core component ready', async () => {
    expect((await notes.http('GET', '/healthz')).status).toBe(200);
    const ready = await notes.http('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks).sort()).toEqual(['kafka-consumer', 'mongo', 'redis']);
  });

  it('stays ready, degraded, when Redis or the Kafka consumer fails, and leaves rotation only when MongoDB does (issue 22 item 6)', async () => {
    const registry = notes.app.get(HealthRegistry);
    const fail = (name: string) => registry.register({ name, check: async () => Promise.reject(new Error(`${name} down`)) });
    const pass = (name: string) => registry.register({ name, check: async () => undefined });
    try {
      fail('redis');
      fail('kafka-consumer');
      const degraded = await notes.http('GET', '/readyz');
      expect(degraded.status).toBe(200);
      expect(degraded.body).toMatchObject({ status: 'degraded', degraded: expect.arrayContaining(['redis', 'kafka-consumer']) });
      fail('mongo');
      const down = await notes.http('GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('not ready');
    } finally {
      for (const name of ['redis', 'kafka-consumer', 'mongo']) pass(name);
    }
  });

  it('answers Prometheus text on /metrics: latency by route pattern and the Node runtime (issue 22 item 7)', async () => {
    await notes.http('GET', '/healthz');
    await notes.http('GET', '/readyz');
    const res = await notes.app.getHttpAdapter().getInstance().inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain('route="/healthz"');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^liquify_readiness_check_up\{check="redis",essential="false"\} 1$/m);
  });

  it('runs the seeds at start, publishing their events through the outbox', async () => {
    const welcome = await notes.observer.waitFor(NoteSaved, (data) => data.userId === WELCOME_USER);
    expect(welcome.data.title).toBe('Welcome');
  });

  it('validates a body with its route contract: 400 with the schema message and the offending fields', async () => {
    const res = await notes.http('POST', '/api/notes', { token: notes.token(), body: { body: 'no title' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Title is required', code: 'VALIDATION_FAILED', details: [{ field: 'title', message: 'Title is required' }] });
  });

  it('validates and coerces a query with its route contract', async () => {
    expect((await notes.http('GET', '/api/notes?limit=0', { token: notes.token() })).status).toBe(400);
    expect((await notes.http('GET', '/api/notes?limit=5', { token: notes.token() })).status).toBe(200);
  });

  it('answers 401 without a token (auth comes with the core module)', async () => {
    expect((await notes.http('GET', '/api/notes')).status).toBe(401);
  });

  it('writes a change and its event in one write; the event is on the broker', async () => {
    const token = notes.token({ id: 'u1' });
    const res = await notes.http('POST', '/api/notes', { token, body: { title: 'Groceries' } });
    expect(res.status).toBe(201);
    const event = await notes.observer.waitFor(NoteSaved, (data) => data.id === res.body.data.id);
    expect(event.data).toMatchObject({ userId: 'u1', title: 'Groceries', revision: 0 });
  });

  it('answers a declared error code with its declared status (duplicate key -> 409 TITLE_TAKEN)', async () => {
    const token = notes.token({ id: 'u2' });
    expect((await notes.http('POST', '/api/notes', { token, body: { title: 'Once' } })).status).toBe(201);
    const again = await notes.http('POST', '/api/notes', { token, body: { title: 'Once' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'TITLE_TAKEN', error: 'You already have a note with this title' });
  });

  it('loses no concurrent edit of one document (revision retry + write lock + locked relay)', async () => {
    const token = notes.token({ id: 'u3' });
    const created = await notes.http('POST', '/api/notes', { token, body: { title: 'Counter', body: '' } });
    const id = created.body.data.id;
    const edits = await Promise.all(Array.from({ length: 8 }, (_, i) => notes.http('PUT', `/api/notes/${id}`, { token, body: { body: `edit ${i}` } })));
    expect(edits.map((e) => e.status)).toEqual(Array(8).fill(200));
    const revisions = edits.map((e) => e.body.data.revision).sort((a, b) => a - b);
    expect(revisions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await waitFor(() => notes.observer.of(NoteSaved).filter((e) => e.data.id === id).length === 9, { timeout: 15_000 });
  });

  it("answers 404 with the envelope for someone else's note", async () => {
    const mine = await notes.http('POST', '/api/notes', { token: notes.token({ id: 'u4' }), body: { title: 'Private' } });
    const res = await notes.http('PUT', `/api/notes/${mine.body.data.id}`, { token: notes.token({ id: 'u5' }), body: { body: 'x' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOTE_NOT_FOUND', error: 'Note not found' });
  });

  it('consumes events published by another service (validated, once)', async () => {
    const envelope = await notes.publish(UserDeleted, { userId: 'gone-user', email: 'gone@example.com' }, 'identity');
    await notes.publishEnvelope(UserDeleted, envelope); // redelivery: handled once
    const consumer = notes.app.get(UsersConsumer);
    await waitFor(() => consumer.deleted.includes('gone-user'), { timeout: 20_000 });
    // both deliveries are behind the group's committed offsets (lag 0 on every partition): the redelivery was seen
    const lags = async () => {
      const text = (await notes.app.getHttpAdapter().getInstance().inject({ url: '/metrics' })).body;
      return [...text.matchAll(/^liquify_kafka_consumer_lag\{topic="identity\.user\.deleted\.v1",partition="\d+"\} (\d+)$/gm)].map((m) => Number(m[1]));
    };
    await waitFor(async () => {
      const values = await lags();
      return values.length > 0 && values.every((lag) => lag === 0);
    }, { timeout: 20_000, message: 'the redelivered event to be consumed' });
    expect(consumer.deleted.filter((id) => id === 'gone-user')).toHaveLength(1);
  });

  it("meters the consumer group's lag, its dead-letter records and the outbox backlog on /metrics (issue 22 item 7)", async () => {
    const envelope = await notes.publish(UserDeleted, { userId: 'metered-user', email: 'metered@example.com' }, 'identity');
    const consumer = notes.app.get(UsersConsumer);
    await waitFor(() => consumer.deleted.includes('metered-user'), { timeout: 20_000 });
    expect(envelope.eventId).toBeDefined();
    const metrics = async () => (await notes.app.getHttpAdapter().getInstance().inject({ url: '/metrics' })).body;
    // autoCommit: the consumed offset reaches the broker within its commit interval
    let text = '';
    await waitFor(async () => /^liquify_kafka_consumer_lag\{topic="identity\.user\.deleted\.v1",partition="\d+"\} 0$/m.test((text = await metrics())), { timeout: 20_000 });
    expect(text).toMatch(/^# TYPE liquify_kafka_dlq_records gauge$/m);
    expect(text).toMatch(/^liquify_outbox_pending_documents\{collection="notes"\} \d+$/m);
  });
});
