/**
 * Which plan the library judges a user's add, restore or quota check by (issue 23). Identity's account record
 * (plan id and the per-user limit overrides an admin set) always wins once it has arrived, even over a token
 * naming another plan: the token's plan is only as of its issuance (a downgrade or a deletion since is in the
 * record). Until the record arrives (identity's sign-up event still on its way), the plan identity signed into
 * the access token stands in, when the library's plans read model knows it (a brand-new account has no
 * overrides). Without either, the library waits for the record (ACCOUNT_WAIT_MS, then 503 ACCOUNT_NOT_READY).
 */
export type AccountPlanSource = 'account' | 'token' | 'wait';

export interface AccountPlanFacts {
  /** Identity's account record of the user has reached the library (deleted ones included). */
  accountArrived: boolean;
  /** The access token names a plan id (the `plan` claim). */
  tokenPlanId?: string | null;
  /** That plan is in the library's plans read model and not deleted. */
  tokenPlanKnown: boolean;
}

export function accountPlanSource(facts: AccountPlanFacts): AccountPlanSource {
  if (facts.accountArrived) return 'account';
  if (facts.tokenPlanId && facts.tokenPlanKnown) return 'token';
  return 'wait';
}
