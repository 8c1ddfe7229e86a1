import { expectedOutcome, MATRIX_CALLERS, MatrixCaller, MatrixOutcome, statusMatches } from './authorization-matrix';

const outcomes = (access: 'public' | 'user' | 'admin' | 'webhook', ownedResource: boolean) =>
  Object.fromEntries(MATRIX_CALLERS.map((caller) => [caller, expectedOutcome({ access, caller, ownedResource })])) as Record<MatrixCaller, MatrixOutcome>;

describe('expectedOutcome', () => {
  it('admin routes: 401 without a live session, 403 for every current customer (the demoted admin too), admitted for the admin', () => {
    for (const owned of [false, true]) {
      expect(outcomes('admin', owned)).toEqual({
        anonymous: 'unauthenticated',
        owner: 'forbidden',
        otherCustomer: 'forbidden',
        admin: 'admitted',
        demotedAdmin: 'forbidden',
        deletedUser: 'unauthenticated',
        signedOutToken: 'unauthenticated',
      });
    }
  });

  it("user routes on the owner's resource: the owner is admitted, every other customer refused, the admin signed in (the service decides), no session is 401", () => {
    expect(outcomes('user', true)).toEqual({
      anonymous: 'unauthenticated',
      owner: 'admitted',
      otherCustomer: 'notTheOwner',
      admin: 'signedIn',
      demotedAdmin: 'notTheOwner',
      deletedUser: 'unauthenticated',
      signedOutToken: 'unauthenticated',
    });
  });

  it("a write on the owner's resource sent with a placeholder body may also be refused for the body (400/422), never admitted", () => {
    expect(expectedOutcome({ access: 'user', caller: 'otherCustomer', ownedResource: true, placeholderBody: true })).toBe('notTheOwnerOrBadBody');
    expect(expectedOutcome({ access: 'user', caller: 'demotedAdmin', ownedResource: true, placeholderBody: true })).toBe('notTheOwnerOrBadBody');
    expect(expectedOutcome({ access: 'user', caller: 'owner', ownedResource: true, placeholderBody: true })).toBe('admitted');
    expect(expectedOutcome({ access: 'user', caller: 'otherCustomer', ownedResource: false, placeholderBody: true })).toBe('admitted');
    expect(expectedOutcome({ access: 'admin', caller: 'otherCustomer', ownedResource: true, placeholderBody: true })).toBe('forbidden');
  });

  it('user routes without a resource id: every signed-in caller is admitted, no session is 401', () => {
    expect(outcomes('user', false)).toEqual({
      anonymous: 'unauthenticated',
      owner: 'admitted',
      otherCustomer: 'admitted',
      admin: 'admitted',
      demotedAdmin: 'admitted',
      deletedUser: 'unauthenticated',
      signedOutToken: 'unauthenticated',
    });
  });

  it('public routes open to anonymous callers; any token is merely answered; webhooks refuse unsigned calls', () => {
    expect(outcomes('public', false)).toEqual({
      anonymous: 'open',
      owner: 'answered',
      otherCustomer: 'answered',
      admin: 'answered',
      demotedAdmin: 'answered',
      deletedUser: 'answered',
      signedOutToken: 'answered',
    });
    expect(new Set(Object.values(outcomes('webhook', false)))).toEqual(new Set(['unsigned']));
  });
});

describe('statusMatches', () => {
  const table: [MatrixOutcome, number[], number[]][] = [
    ['unauthenticated', [401], [200, 400, 403, 404, 500]],
    ['forbidden', [403], [200, 401, 404, 500]],
    ['notTheOwner', [403, 404], [200, 201, 204, 304, 400, 401, 409, 422, 500, 503]],
    ['notTheOwnerOrBadBody', [400, 403, 404, 422], [200, 201, 204, 304, 401, 409, 500]],
    ['admitted', [200, 201, 400, 404, 409, 422], [401, 403, 500, 502]],
    ['open', [200, 304, 400, 404, 410], [401, 403, 500]],
    ['signedIn', [200, 400, 403, 404], [401, 500]],
    ['answered', [200, 304, 400, 401, 403, 404], [500, 502, 503]],
    ['unsigned', [400, 401, 403], [200, 204, 500]],
  ];
  it.each(table)('%s accepts %p and refuses %p', (outcome, accepted, refused) => {
    for (const status of accepted) expect({ status, ok: statusMatches(outcome, status) }).toEqual({ status, ok: true });
    for (const status of refused) expect({ status, ok: statusMatches(outcome, status) }).toEqual({ status, ok: false });
  });

  it('never accepts a 5xx or a non-HTTP status, whatever the outcome', () => {
    for (const outcome of ['unauthenticated', 'forbidden', 'notTheOwner', 'notTheOwnerOrBadBody', 'admitted', 'signedIn', 'open', 'answered', 'unsigned'] as MatrixOutcome[]) {
      for (const status of [0, 100, 500, 501, 502, 503, 504]) expect(statusMatches(outcome, status)).toBe(false);
    }
  });
});
