import { DIRECT_DOMAIN, embeddingDomain, isValidCounter, utcDay } from './edge-hits';

describe('embeddingDomain', () => {
  it('takes the host of Origin first, then of Referer, without www. and port', () => {
    expect(embeddingDomain({ origin: 'https://shop.example.com', referer: 'https://other.test/page' })).toBe('shop.example.com');
    expect(embeddingDomain({ referer: 'https://www.My-Store.com:8443/products/a?b=c' })).toBe('my-store.com');
  });

  it("records '(direct)' when neither names a page (absent, 'null' origin, unreadable)", () => {
    expect(embeddingDomain({})).toBe(DIRECT_DOMAIN);
    expect(embeddingDomain({ origin: 'null' })).toBe(DIRECT_DOMAIN);
    expect(embeddingDomain({ referer: 'not a url' })).toBe(DIRECT_DOMAIN);
    expect(embeddingDomain({ origin: 'null', referer: 'http://a.test/' })).toBe('a.test');
  });
});

describe('counters and days', () => {
  it('accepts tag-like counter names only', () => {
    expect(isValidCounter('library.snippet.0123456789abcdef01234567')).toBe(true);
    expect(isValidCounter('Library:x')).toBe(false);
    expect(isValidCounter('')).toBe(false);
  });

  it('names UTC days as YYYY-MM-DD', () => {
    expect(utcDay(Date.parse('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(utcDay(Date.parse('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
  });
});
