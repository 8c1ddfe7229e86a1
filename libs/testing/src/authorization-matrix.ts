import type { Access } from '@liquify/contracts';

/**
 * The authorization matrix (issue 23 item 4): every declared route is called by each of these callers,
 * and the answer must fall in the class `expectedOutcome` names. Pure, so the rule itself is unit-tested;
 * e2e/api/gateway/authorization-matrix.e2e.ts runs it against the real stack.
 */
export const MATRIX_CALLERS = ['anonymous', 'owner', 'otherCustomer', 'admin', 'demotedAdmin', 'deletedUser', 'signedOutToken'] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/**
 * - `unauthenticated`: exactly 401 (no token, or a token that no longer names a live session)
 * - `forbidden`: exactly 403 (signed in, but the current role is not enough)
 * - `notTheOwner`: 403 or 404 — never a 2xx on someone else's resource, nor an answer that tells its state
 *   (a 409 "not removed" says the entry exists); the matrix sends valid bodies, so no 400 either
 * - `notTheOwnerOrBadBody`: the same, or 400/422 when the matrix has no valid body for the route and sent `{}`
 * - `admitted`: signed in and authorized: anything below 500 except 401 and 403
 * - `signedIn`: anything below 500 except 401 (an admin on a customer's resource: each service decides
 *   whether its admins see customers' things, but the session is valid)
 * - `open`: a public route called anonymously: anything below 500 except 401 and 403
 * - `answered`: anything below 500 (a public route called with some token)
 * - `unsigned`: a 4xx (a webhook without the provider's signature)
 */
export type MatrixOutcome = 'unauthenticated' | 'forbidden' | 'notTheOwner' | 'notTheOwnerOrBadBody' | 'admitted' | 'signedIn' | 'open' | 'answered' | 'unsigned';

export interface MatrixCase {
  access: Access;
  caller: MatrixCaller;
  /** The path names a resource of the owner (its ids were filled in from the owner's fixtures). */
  ownedResource: boolean;
  /** The route takes a body and the matrix sent `{}`, having no valid one for it. */
  placeholderBody?: boolean;
}

const SIGNED_OUT: ReadonlySet<MatrixCaller> = new Set(['anonymous', 'deletedUser', 'signedOutToken']);
/** Callers whose current role is customer: the demoted admin's token still says admin, the account does not. */
const CUSTOMERS: ReadonlySet<MatrixCaller> = new Set(['owner', 'otherCustomer', 'demotedAdmin']);

export function expectedOutcome({ access, caller, ownedResource, placeholderBody = false }: MatrixCase): MatrixOutcome {
  switch (access) {
    case 'webhook':
      return 'unsigned';
    case 'public':
      return caller === 'anonymous' ? 'open' : 'answered';
    case 'admin':
      if (SIGNED_OUT.has(caller)) return 'unauthenticated';
      return CUSTOMERS.has(caller) ? 'forbidden' : 'admitted';
    case 'user':
      if (SIGNED_OUT.has(caller)) return 'unauthenticated';
      if (!ownedResource || caller === 'owner') return 'admitted';
      if (caller === 'admin') return 'signedIn';
      return placeholderBody ? 'notTheOwnerOrBadBody' : 'notTheOwner';
  }
}

/** Does `status` fall in the outcome's class? Never for a 5xx. */
export function statusMatches(outcome: MatrixOutcome, status: number): boolean {
  if (status >= 500 || status < 200) return false;
  const is4xx = status >= 400;
  switch (outcome) {
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'notTheOwner':
      return status === 403 || status === 404;
    case 'notTheOwnerOrBadBody':
      return status === 403 || status === 404 || status === 400 || status === 422;
    case 'admitted':
    case 'open':
      return status !== 401 && status !== 403;
    case 'signedIn':
      return status !== 401;
    case 'answered':
      return true;
    case 'unsigned':
      return is4xx;
  }
}
