import { composePrerenderedDocument, PRERENDER_STATE_ID, scriptSafeJson, splitHoisted } from './prerendered-document';

// The shape of the shell's built index.html (HtmlRspackPlugin, minified): stylesheet in <head>, spinner in #root, scripts after.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Liquify</title><link href="/main.ba949c40.css" rel="stylesheet"></head>' +
  '<body><div id="root">\n  <div role="status" aria-label="Loading"><span></span></div>\n  <style>@keyframes liquify-spin{}</style>\n</div>\n<noscript>Liquify needs JavaScript to run.</noscript>' +
  '<script defer src="/main.f2bad3d0.js"></script></body></html>';

const PARTS = {
  path: '/auth',
  html: '<title>Sign In | Liquify</title><meta name="robots" content="noindex, nofollow"/><main><h1>Welcome back</h1></main>',
  state: { queries: [{ queryKey: ['plans', 'public'], state: { data: [{ name: 'Pro </script><script>alert(1)</script>' }] } }] },
  criticalCss: '.a{color:red}',
};

describe('composePrerenderedDocument', () => {
  const document = composePrerenderedDocument(TEMPLATE, PARTS)!;

  it('puts the page markup in place of the spinner, on a root that names the path', () => {
    expect(document).toContain('<div id="root" data-prerendered="/auth"><main><h1>Welcome back</h1></main></div>');
    expect(document).not.toContain('role="status"');
    expect(document.indexOf('Welcome back')).toBeLessThan(document.indexOf('<script defer'));
  });

  it("moves React's title and meta to <head>, replacing the template's title, and inlines the critical CSS there", () => {
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<title>Sign In | Liquify</title><meta name="robots" content="noindex, nofollow"/>');
    expect(head).not.toContain('<title>Liquify</title>');
    expect(head).toContain('<style data-critical>.a{color:red}</style>');
  });

  it("keeps the shell's stylesheet in its place but print-only until the entry switches it on", () => {
    expect(document).toContain('<link href="/main.ba949c40.css" rel="stylesheet" media="print" data-deferred-stylesheet>');
  });

  it('carries the query cache as JSON that cannot end its script element', () => {
    const match = new RegExp(`<script type="application/json" id="${PRERENDER_STATE_ID}">(.*?)</script>`).exec(document)!;
    expect(match[1]).not.toMatch(/<\/script/i);
    expect(JSON.parse(match[1])).toEqual(PARTS.state);
    expect(document.split('<script').length).toBe(TEMPLATE.split('<script').length + 1);
  });

  it('gives up (the plain document is served) on a template without the root element', () => {
    expect(composePrerenderedDocument('<html><body><main></main></body></html>', PARTS)).toBeUndefined();
  });
});

describe('scriptSafeJson and splitHoisted', () => {
  it('escapes what could close the script or start a comment, and stays parseable', () => {
    const value = { text: '</script><!-- & \u2028' };
    expect(scriptSafeJson(value)).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });

  it('splits only the leading hoisted elements', () => {
    expect(splitHoisted('<title>T</title><div><title>x</title></div>')).toEqual({ head: '<title>T</title>', body: '<div><title>x</title></div>' });
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});
