import { Logger } from '@nestjs/common';
import { AppException } from './app-exception';
import { AllExceptionsFilter } from './exception.filter';

function hostFor(sent: { status?: number; body?: unknown }) {
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: unknown) {
      sent.body = body;
    },
  };
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'r1', method: 'POST', url: '/api/user-modules/add' }) }),
  } as never;
}

describe('AllExceptionsFilter logging', () => {
  const filter = new AllExceptionsFilter();
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs a declared 5xx answer as a warning naming its code, not as an unhandled error', () => {
    const sent: { status?: number; body?: unknown } = {};
    filter.catch(new AppException(503, 'ACCOUNT_NOT_READY', 'Your account is still being set up.'), hostFor(sent));
    expect(sent.status).toBe(503);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('POST /api/user-modules/add answered 503 ACCOUNT_NOT_READY: Your account is still being set up.');
  });

  it('logs what no one expected as an unhandled error and answers 500 INTERNAL', () => {
    const sent: { status?: number; body?: { code?: string } } = {};
    filter.catch(new TypeError('x is undefined'), hostFor(sent));
    expect(sent.status).toBe(500);
    expect(sent.body?.code).toBe('INTERNAL');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/user-modules/add' }), 'Unhandled error');
  });

  it('logs nothing for a user mistake', () => {
    filter.catch(new AppException(400, 'VALIDATION_FAILED', 'Validation failed'), hostFor({}));
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
