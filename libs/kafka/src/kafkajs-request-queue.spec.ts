import { kafkajsRequestQueue, skipIdleRequestQueueChecks } from './kafkajs-request-queue';

type Queue = InstanceType<ReturnType<typeof kafkajsRequestQueue>> & {
  checkPendingRequests(): void;
  maybeThrottle(ms: number): void;
  push(request: { entry: { correlationId: number; apiKey: number; apiName: string; apiVersion: number }; expectResponse: boolean; sendRequest: () => void }): void;
  destroy(): void;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
};

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const newQueue = () => new (kafkajsRequestQueue())({ maxInFlightRequests: null, requestTimeout: 30_000, enforceRequestTimeout: false, clientId: 'spec', broker: 'localhost:9092', logger: silent }) as Queue;
const request = (correlationId: number, sendRequest: () => void) => ({ entry: { correlationId, apiKey: 3, apiName: 'Metadata', apiVersion: 6 }, expectResponse: true, sendRequest });

describe("kafkajs' request queue (TimeoutNegativeWarning, a 1 ms timer loop per idle connection)", () => {
  let timeouts: jest.SpyInstance;
  beforeEach(() => {
    timeouts = jest.spyOn(global, 'setTimeout');
  });
  afterEach(() => timeouts.mockRestore());

  const negativeDelays = () => timeouts.mock.calls.map((call) => call[1] as number).filter((delay) => delay < 0);

  it('schedules no check after a response when nothing is pending (kafkajs asks for a negative delay there)', () => {
    const queue = newQueue();
    queue.checkPendingRequests(); // what every response a connection receives ends with
    expect(negativeDelays()).toEqual([]);
    expect(queue.throttleCheckTimeoutId).toBeNull();
    queue.destroy();
  });

  it('still sends a request enqueued under a client-side throttle when the throttle ends', () => {
    timeouts.mockRestore();
    jest.useFakeTimers();
    try {
      timeouts = jest.spyOn(global, 'setTimeout');
      const queue = newQueue();
      const sent = jest.fn();
      queue.maybeThrottle(40);
      queue.push(request(1, sent));
      expect(sent).not.toHaveBeenCalled();
      jest.advanceTimersByTime(39);
      expect(sent).not.toHaveBeenCalled();
      jest.advanceTimersByTime(20);
      expect(sent).toHaveBeenCalledTimes(1);
      expect(negativeDelays()).toEqual([]);
      queue.destroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is applied once however often it is called', () => {
    const RequestQueue = kafkajsRequestQueue();
    const before = RequestQueue.prototype.scheduleCheckPendingRequests;
    skipIdleRequestQueueChecks(RequestQueue);
    expect(RequestQueue.prototype.scheduleCheckPendingRequests).toBe(before);
  });
});
