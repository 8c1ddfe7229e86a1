import { snippetFrameCsp, snippetFrameHeaders } from './snippet-frame.headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe("the snippet frame's policy", () => {
  it('may be framed by any store, never with X-Frame-Options, always sandboxed', () => {
    const headers = snippetFrameHeaders('<p>hi</p>');
    expect(headers).not.toHaveProperty('x-frame-options');
    const csp = directives(headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(['*']);
    expect(csp.sandbox).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-top-navigation-by-user-activation']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
  });

  it('runs no script unless the module has one (then inline script only, still sandboxed)', () => {
    expect(directives(snippetFrameCsp('<p onclick="x()">hi</p>'))['script-src']).toEqual(["'none'"]);
    const withScript = directives(snippetFrameCsp('<p>hi</p><SCRIPT>go()</script>'));
    expect(withScript['script-src']).toEqual(["'unsafe-inline'"]);
    expect(withScript.sandbox).toContain('allow-scripts');
    expect(withScript.sandbox).not.toContain('allow-same-origin');
  });
});
