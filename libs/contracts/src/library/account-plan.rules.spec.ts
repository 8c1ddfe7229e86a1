import { accountPlanSource } from './account-plan.rules';

describe('accountPlanSource: which plan judges a user the library may not have heard of yet (issue 23)', () => {
  const planId = '65f0000000000000000000aa';

  it.each([
    [true, planId, true],
    [true, planId, false],
    [true, undefined, false],
    [true, null, false],
  ])('the account record, once arrived, always wins (record present, token plan %p/%p known %p)', (accountArrived, tokenPlanId, tokenPlanKnown) => {
    expect(accountPlanSource({ accountArrived, tokenPlanId, tokenPlanKnown })).toBe('account');
  });

  it("goes by the token's plan while the record is on its way, when the library knows that plan", () => {
    expect(accountPlanSource({ accountArrived: false, tokenPlanId: planId, tokenPlanKnown: true })).toBe('token');
  });

  it.each([
    ['a token naming a plan the library does not know (or deleted)', planId, false],
    ['a token without the plan claim', undefined, false],
    ['a null plan', null, false],
    ['an empty plan id, even if "known"', '', true],
    ['no plan id, even if "known"', undefined, true],
  ])('waits for the record with %s', (_what, tokenPlanId, tokenPlanKnown) => {
    expect(accountPlanSource({ accountArrived: false, tokenPlanId, tokenPlanKnown })).toBe('wait');
  });
});
