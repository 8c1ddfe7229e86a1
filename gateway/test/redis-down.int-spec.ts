import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { PrivateRedis, startPrivateRedis, uniqueName } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fakeFrontends, startGateway } from './start-gateway';
import { JWT_PUBLIC_KEYS } from './token-keys';

/**
 * Registration and sign-in pass the gateway's Redis-backed rate limit first. While Redis is down that
 * limit cannot be counted: the gateway answers 503 with a clear message (found by the chaos suite's
 * redis-restart scenario, which saw 500), forwards nothing, and works again once Redis is back.
 */
jest.setTimeout(60_000);

let redis: PrivateRedis;
let identity: Server;
let forwarded: string[] = [];
let app: NestFastifyApplication;

const register = () =>
  app.getHttpAdapter().getInstance().inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Ann', email: `${uniqueName('ann')}@example.com`, password: 'password123' }),
  });

beforeAll(async () => {
  redis = await startPrivateRedis();
  identity = createServer((req, res) => {
    forwarded.push(`${req.method} ${req.url}`);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true,"data":{}}');
  });
  await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
  app = await startGateway({
    JWT_PUBLIC_KEYS,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `${uniqueName('gw-redis-down')}:`,
    FRONTENDS_DIR: fakeFrontends({ 'shell/dist/index.html': '<!doctype html><title>shell</title>' }),
    IDENTITY_URL: `http://127.0.0.1:${(identity.address() as AddressInfo).port}`,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  identity?.closeAllConnections();
  identity?.close();
  await redis?.close();
});

it('answers 503 DEPENDENCY_UNAVAILABLE (not 500) to a registration while Redis is down, forwards nothing, and recovers', async () => {
  const before = await register();
  expect(before.statusCode).toBe(201);
  expect(forwarded).toEqual(['POST /api/auth/register']);
  forwarded = [];

  await redis.stop();
  const down = await register();
  expect(down.statusCode).toBe(503);
  expect(down.json()).toMatchObject({
    success: false,
    error: 'A service this request needs is unavailable right now. Please try again in a moment.',
    code: 'DEPENDENCY_UNAVAILABLE',
  });
  expect(forwarded).toEqual([]);

  await redis.start();
  let after = await register();
  for (const deadline = Date.now() + 15_000; after.statusCode !== 201 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 200));
    after = await register();
  }
  expect(after.statusCode).toBe(201);
  expect(forwarded).toEqual(['POST /api/auth/register']);
});
