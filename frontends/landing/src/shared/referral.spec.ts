import { clearReferralCode, REFERRAL_CODE_KEY, referralCodeFromLink, storedReferralCode, storeReferralCode } from './referral';

describe("a friend's referral code from the link (/auth?ref=CODE)", () => {
  afterEach(() => localStorage.clear());

  it('reads ?ref= trimmed and upper-cased', () => {
    expect(referralCodeFromLink(new URLSearchParams('ref=%20ab12cd34%20'))).toBe('AB12CD34');
  });

  it('ignores a missing, empty, too long or non-alphanumeric ref', () => {
    expect(referralCodeFromLink(new URLSearchParams(''))).toBeNull();
    expect(referralCodeFromLink(new URLSearchParams('ref='))).toBeNull();
    expect(referralCodeFromLink(new URLSearchParams(`ref=${'A'.repeat(33)}`))).toBeNull();
    expect(referralCodeFromLink(new URLSearchParams('ref=<script>'))).toBeNull();
  });

  it('keeps the code until the account exists', () => {
    expect(storedReferralCode()).toBeNull();
    storeReferralCode('AB12CD34');
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('AB12CD34');
    expect(storedReferralCode()).toBe('AB12CD34');
    clearReferralCode();
    expect(storedReferralCode()).toBeNull();
  });
});
