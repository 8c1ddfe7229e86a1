import { DEFAULT_CONTENT_SECURITY_POLICY, missingSecurityHeaders, namesFrameAncestors, securityHeaders } from './security-headers';

const always = securityHeaders({ CONTENT_SECURITY_POLICY: undefined });
const added = (own: Record<string, string>) => Object.fromEntries(missingSecurityHeaders(always, (name) => own[name]));

describe('missingSecurityHeaders', () => {
  it('adds every security header to an answer that set none, X-Frame-Options: DENY included', () => {
    expect(added({})).toEqual(always);
    expect(added({})['x-frame-options']).toBe('DENY');
    expect(added({})['content-security-policy']).toBe(DEFAULT_CONTENT_SECURITY_POLICY);
  });

  it("keeps a header the answer set itself (a preview frame's SAMEORIGIN)", () => {
    const own = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "default-src 'none'; frame-ancestors 'self'" };
    expect(added(own)['x-frame-options']).toBeUndefined();
    expect(added(own)['content-security-policy']).toBeUndefined();
    expect(added(own)['x-content-type-options']).toBe('nosniff');
  });

  it('adds no X-Frame-Options to an answer whose own policy names its frame-ancestors (the snippet frame: any store)', () => {
    const own = { 'content-security-policy': "default-src 'none'; frame-ancestors *; sandbox" };
    expect(added(own)).not.toHaveProperty('x-frame-options');
    expect(added(own)['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('still adds DENY when the answer has a policy without frame-ancestors', () => {
    expect(added({ 'content-security-policy': "default-src 'none'; img-src https:" })['x-frame-options']).toBe('DENY');
  });
});

describe('namesFrameAncestors', () => {
  it.each([
    ["frame-ancestors 'none'", true],
    ["default-src 'self'; FRAME-ANCESTORS *", true],
    [["default-src 'none'", 'frame-ancestors https://a.test'], true],
    ["default-src 'self'", false],
    ["script-src 'self' frame-ancestors.example", false],
    [undefined, false],
  ])('%p -> %p', (csp, expected) => {
    expect(namesFrameAncestors(csp as string | string[] | undefined)).toBe(expected);
  });
});
