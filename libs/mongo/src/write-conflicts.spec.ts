import { toErrorResponse } from '@liquify/http';
import { isDuplicateKeyError, isOnlyDuplicateKeyErrors, retryOnRevisionConflict, REVISION_CONFLICT } from './index';

describe('isDuplicateKeyError', () => {
  it.each([
    ['MongoDB code 11000', { code: 11000, message: 'E11000 duplicate key error' }],
    ['legacy code 11001', { code: 11001 }],
    ["FerretDB's update error naming the SQLite constraint", { code: 1, message: 'InternalError: UNIQUE constraint failed: users.email' }],
    ['a driver message without code', new Error('E11000 duplicate key error collection: x')],
  ])('recognises %s', (_name, err) => {
    expect(isDuplicateKeyError(err)).toBe(true);
  });

  it.each([[null], [undefined], ['text'], [new Error('connection reset')], [{ code: 121 }]])('refuses %p', (err) => {
    expect(isDuplicateKeyError(err)).toBe(false);
  });
});

describe('isOnlyDuplicateKeyErrors (bulk writes)', () => {
  const dup = { code: 11000, errmsg: 'E11000 duplicate key error' };
  it.each([
    ['one write error, as the driver gives it (an object)', { writeErrors: dup }],
    ['several, all duplicate keys', { writeErrors: [dup, { code: 11000 }] }],
    ["mongoose insertMany's plain entries", { writeErrors: [{ index: 0, err: { index: 0, code: 11000, errmsg: 'E11000 duplicate key error collection: x' } }] }],
  ])('recognises %s', (_name, err) => {
    expect(isOnlyDuplicateKeyErrors(err)).toBe(true);
  });

  it.each([
    ['a duplicate key next to another failure', { writeErrors: [dup, { code: 121, errmsg: 'Document failed validation' }] }],
    ["mongoose's plain entry of another failure", { writeErrors: [{ index: 0, err: { code: 121 } }] }],
    ['no write errors at all (a network failure)', new Error('connection reset')],
    ['an empty list', { writeErrors: [] }],
    ['nothing', null],
  ])('refuses %s', (_name, err) => {
    expect(isOnlyDuplicateKeyErrors(err)).toBe(false);
  });
});

describe('the error envelope for database errors (registered by libs/mongo)', () => {
  it('answers 409 "Already exists" for a duplicate key that reached the filter', () => {
    expect(toErrorResponse({ code: 11000, message: 'E11000' })).toEqual({ status: 409, body: { success: false, error: 'Already exists', code: 'CONFLICT' } });
  });

  it('answers 404 for an id the driver cannot cast', () => {
    const err = Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' });
    expect(toErrorResponse(err).status).toBe(404);
  });
});

describe('retryOnRevisionConflict', () => {
  const noWait = { backoffMs: () => 0 };

  it('answers the first result that is not a conflict, re-running the whole attempt in between', async () => {
    const seen: number[] = [];
    const result = await retryOnRevisionConflict(async (n) => {
      seen.push(n);
      return n < 2 ? REVISION_CONFLICT : 'written';
    }, noWait);
    expect(result).toBe('written');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('answers 409 with the envelope (never a 500) when every attempt conflicted', async () => {
    const attempt = jest.fn(async () => REVISION_CONFLICT);
    const err = await retryOnRevisionConflict(attempt, { ...noWait, attempts: 3, message: 'Changed meanwhile', code: 'CONCURRENT_CHANGE' }).catch((e) => e);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(toErrorResponse(err)).toEqual({ status: 409, body: { success: false, error: 'Changed meanwhile', code: 'CONCURRENT_CHANGE' } });
  });

  it("lets an attempt's own error (a 404) end the loop unchanged", async () => {
    const notFound = new Error('gone');
    const attempt = jest.fn(async () => {
      throw notFound;
    });
    await expect(retryOnRevisionConflict(attempt, noWait)).rejects.toBe(notFound);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('treats a falsy result (null, 0) as a result, not a conflict', async () => {
    await expect(retryOnRevisionConflict(async () => null, noWait)).resolves.toBeNull();
  });
});
