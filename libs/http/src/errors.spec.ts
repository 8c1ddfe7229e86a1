import { AppException } from './app-exception';
import { defineErrors } from './errors';
import { toErrorResponse } from './exception.filter';

describe('defineErrors', () => {
  const Errors = defineErrors({
    ENTRY_NOT_FOUND: { status: 404, message: 'Entry not found' },
    ENTRY_EXISTS: 409,
  });

  it('answers the declared status, code and default message in the error envelope', () => {
    const { status, body } = toErrorResponse(Errors.ENTRY_NOT_FOUND());
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Entry not found', code: 'ENTRY_NOT_FOUND' });
  });

  it('lets a throw site give its own message and details', () => {
    const err = Errors.ENTRY_EXISTS('Already in your library', [{ field: 'itemId', message: 'taken' }]);
    expect(err).toBeInstanceOf(AppException);
    expect(err.status).toBe(409);
    expect(err.message).toBe('Already in your library');
    expect(err.details).toEqual([{ field: 'itemId', message: 'taken' }]);
  });

  it('exposes each code and status for tests', () => {
    expect(Errors.ENTRY_EXISTS.code).toBe('ENTRY_EXISTS');
    expect(Errors.ENTRY_EXISTS.status).toBe(409);
  });

  it('refuses a status that is not an error status', () => {
    expect(() => defineErrors({ NOPE: 200 })).toThrow('not an error status');
  });
});
