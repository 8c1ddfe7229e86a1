import { faqAnswerText, sanitizeFaqAnswer } from './faq-html.util';

describe('FAQ answer sanitising (answers are HTML rendered by the help center)', () => {
  it('keeps the text formatting an answer needs', () => {
    const html = '<p>Go to <strong>Settings</strong> &gt; <em>Billing</em>:</p><ul><li>one</li><li>two</li></ul>';
    expect(sanitizeFaqAnswer(html)).toBe(html);
  });
  it('removes script elements and their content', () => {
    expect(sanitizeFaqAnswer('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeFaqAnswer('<SCRIPT src="//evil.test/x.js"></SCRIPT>ok')).toBe('ok');
  });
  it('removes every event handler attribute', () => {
    expect(sanitizeFaqAnswer('<p onclick="steal()">a</p><a href="https://x.test" onmouseover="x()">b</a><img src=x onerror=alert(1)>')).toBe(
      '<p>a</p><a href="https://x.test">b</a>',
    );
  });
  it('drops javascript:, data: and protocol-relative links but keeps http(s) and mailto', () => {
    expect(sanitizeFaqAnswer('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeFaqAnswer('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeFaqAnswer('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeFaqAnswer('<a href="//evil.test">x</a>')).toBe('<a>x</a>');
    expect(sanitizeFaqAnswer('<a href="mailto:help@liquify.test">mail</a>')).toBe('<a href="mailto:help@liquify.test">mail</a>');
  });
  it('opens links in a new tab only with rel="noopener noreferrer"', () => {
    expect(sanitizeFaqAnswer('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
  });
  it('removes iframes, styles, forms and style attributes', () => {
    expect(sanitizeFaqAnswer('<iframe src="https://x.test"></iframe><style>p{}</style><form><input></form><p style="color:red" class="x">t</p>')).toBe('<p>t</p>');
  });
  it('gives the plain text for search', () => {
    expect(faqAnswerText('<p>Plans &amp; <b>billing</b></p><script>x</script><div>more</div>')).toBe('Plans & billing more');
  });
});
