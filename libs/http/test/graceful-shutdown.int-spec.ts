import { Agent, get, IncomingMessage } from 'node:http';
import { AddressInfo } from 'node:net';
import { Controller, Get, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LoggingModule } from '@liquify/telemetry';
import { closeOnSignals, createHttpApp, drainAndClose, HealthModule } from '../src';

/** A request the test holds in flight until it lets it go. */
@Injectable()
class Gate {
  private enter!: () => void;
  entered = new Promise<void>((resolve) => (this.enter = resolve));
  release!: () => void;
  private released = new Promise<void>((resolve) => (this.release = resolve));
  async pass() {
    this.enter();
    await this.released;
  }
}

/** Stands for Kafka, MongoDB and Redis: closed by the app's shutdown hooks. */
@Injectable()
class Dependency implements OnApplicationShutdown {
  closed = false;
  onApplicationShutdown() {
    this.closed = true;
  }
}

@Controller()
class SlowController {
  constructor(
    @Inject(Gate) private readonly gate: Gate,
    @Inject(Dependency) private readonly dependency: Dependency,
  ) {}

  @Get('slow')
  async slow() {
    await this.gate.pass();
    return { dependencyOpen: !this.dependency.closed };
  }

  @Get('ping')
  ping() {
    return { pong: true };
  }

  @Get('stuck')
  stuck() {
    return new Promise(() => undefined);
  }
}

@Module({ imports: [LoggingModule.forRoot({ service: 'slow', level: 'silent' }), HealthModule], controllers: [SlowController], providers: [Gate, Dependency] })
class SlowModule {}

interface Answer {
  status: number;
  body: string;
  headers: IncomingMessage['headers'];
  reusedSocket: boolean;
}

function request(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

async function start() {
  const app = await createHttpApp(SlowModule);
  await app.listen(0, '127.0.0.1');
  return { app: app as NestFastifyApplication, port: (app.getHttpServer().address() as AddressInfo).port };
}

describe('graceful shutdown (SIGTERM): nothing in flight is dropped', () => {
  const agents: Agent[] = [];
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  afterAll(() => agents.forEach((a) => a.destroy()));

  it('answers the request in flight and one arriving on an open connection (200), refuses new connections, reports not ready, and closes its dependencies only after', async () => {
    const { app, port } = await start();
    const gate = app.get(Gate);
    const dependency = app.get(Dependency);
    const open = keepAlive();
    expect((await request(port, '/ping', open)).status).toBe(200); // a keep-alive connection, idle now
    expect((await request(port, '/readyz', false)).status).toBe(200);

    const inFlight = request(port, '/slow', keepAlive());
    await gate.entered;
    const shutdown = drainAndClose(app, { graceMs: 10_000 });

    await expect(request(port, '/ping', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const onOpen = await request(port, '/ping', open);
    expect(onOpen).toMatchObject({ status: 200, reusedSocket: true });
    expect(onOpen.headers.connection).toBe('close');
    const readiness = await app.getHttpAdapter().getInstance().inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'shutting down' });
    expect(dependency.closed).toBe(false);

    gate.release();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ dependencyOpen: true });
    await shutdown;
    expect(dependency.closed).toBe(true);
  });

  it('does all that on SIGTERM, then exits 0', async () => {
    const { app, port } = await start();
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const remove = closeOnSignals(app, 'slow');
    try {
      const inFlight = request(port, '/slow', keepAlive());
      await app.get(Gate).entered;
      process.emit('SIGTERM', 'SIGTERM');
      await expect(request(port, '/ping', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(app.get(Dependency).closed).toBe(false);
      app.get(Gate).release();
      expect((await inFlight).status).toBe(200);
      while (!exit.mock.calls.length) await new Promise((r) => setTimeout(r, 20));
      expect(exit.mock.calls).toEqual([[0]]);
      expect(app.get(Dependency).closed).toBe(true);
    } finally {
      remove();
      exit.mockRestore();
    }
  });

  it('cuts a request that outlasts the drain and closes anyway', async () => {
    const { app, port } = await start();
    const stuck = request(port, '/stuck', false);
    const outcome = stuck.then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code,
    );
    await new Promise((r) => setTimeout(r, 100));
    await drainAndClose(app, { drainMs: 300 });
    expect(app.get(Dependency).closed).toBe(true);
    expect(await outcome).toBe('ECONNRESET');
  });
});
