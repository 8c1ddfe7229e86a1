import { renderTestPage, TEST_PAGE_HEADERS, TEST_PAGE_TEXT } from './snippet-test-page.util';

const snippet = '<script src="https://app.example.com/api/remote-modules/snippet/tok" async data-liquify-snippet></script>';

describe('renderTestPage', () => {
  it('embeds the snippet exactly as pasted, and shows it as text too', () => {
    const html = renderTestPage({ state: 'live', title: 'FAQ', snippet });
    expect(html).toContain(`<div class="stage" data-testid="snippet-stage">\n${snippet}\n</div>`);
    expect(html).toContain('&lt;script src=&quot;https://app.example.com/api/remote-modules/snippet/tok&quot;');
    expect(html).toContain('<h1>Snippet test page: FAQ</h1>');
  });

  it('escapes the title', () => {
    const html = renderTestPage({ state: 'live', title: '<img src=x onerror=alert(1)>', snippet });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says why a paused module shows nothing, and still embeds it (it shows again once allowed)', () => {
    const html = renderTestPage({ state: 'paused', title: 'FAQ', snippet, reason: 'Liquify: this remote snippet is paused: upgrade.' });
    expect(html).toContain('<p class="notice" role="status">this remote snippet is paused: upgrade.</p>');
    expect(html).toContain(snippet);
  });

  it('embeds nothing for an unknown link or a removed module, and says so', () => {
    const unknown = renderTestPage({ state: 'unknown', title: '', snippet });
    expect(unknown).toContain(TEST_PAGE_TEXT.unknown);
    expect(unknown).not.toContain('data-liquify-snippet');
    const gone = renderTestPage({ state: 'gone', title: 'FAQ', snippet });
    expect(gone).toContain(TEST_PAGE_TEXT.gone);
    expect(gone).not.toContain('data-liquify-snippet');
  });

  it('is served sandboxed (opaque origin), uncached and without referrer', () => {
    expect(TEST_PAGE_HEADERS['content-security-policy']).toBe('sandbox allow-scripts allow-popups');
    expect(TEST_PAGE_HEADERS['content-security-policy']).not.toContain('allow-same-origin');
    expect(TEST_PAGE_HEADERS['cache-control']).toBe('no-store');
    expect(TEST_PAGE_HEADERS['referrer-policy']).toBe('no-referrer');
  });
});
