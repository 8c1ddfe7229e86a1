import { DIRECT_DOMAIN, embeddingDomain, isValidCounter } from './edge-hits';

describe('embeddingDomain', () => {
  it('takes the host of Origin first, then of Referer, without www. and port', () => {
    expect(embeddingDomain({ origin: 'https://shop.example.com', referer: 'https://other.test/page' })).toBe('shop.example.com');
    expect(embeddingDomain({ referer: 'https://www.My-Store.com:8443/products/a?b=c' })).toBe('my-store.com');
    expect(embeddingDomain({ referer: 'https://shop.test./p' })).toBe('shop.test');
    expect(embeddingDomain({ referer: 'http://shop.test?x=1' })).toBe('shop.test');
    expect(embeddingDomain({ referer: 'https://shop.test#top' })).toBe('shop.test');
  });

  it('reads the other URLs a browser may send the way a browser does (credentials, international names, other schemes)', () => {
    expect(embeddingDomain({ referer: 'https://user:pw@Shop.Test/p' })).toBe('shop.test');
    expect(embeddingDomain({ referer: 'https://user:123@shop.test:8443/p' })).toBe('shop.test');
    expect(embeddingDomain({ referer: 'https://bücher.example/p' })).toBe('xn--bcher-kva.example');
    expect(embeddingDomain({ origin: 'HTTPS://WWW.SHOP.TEST' })).toBe('shop.test');
    expect(embeddingDomain({ referer: 'https://[::1]:8080/p' })).toBe(DIRECT_DOMAIN);
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
});
