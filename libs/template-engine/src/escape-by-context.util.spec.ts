/**
 * @jest-environment jsdom
 */
import { escapeAttribute, escapeCss, escapeForContext, escapeHtmlText, escapeJsString, safeUrl } from './escape-by-context.util';
import { htmlContexts } from './html-context.util';
import { renderTemplate } from './render-template.util';
import type { TemplateVariable, VariableType } from './template-engine.types';

const ATTACK = '"><meta http-equiv="refresh" content="0;url=https://evil.example/">';
const v = (name: string, type: VariableType = 'text', defaultValue = ''): TemplateVariable => ({ id: `var_${name}`, name, label: name, type, defaultValue });
const render = (template: string, value: string, type: VariableType = 'text') => renderTemplate(template, { x: value }, [v('x', type)]);
/** The document a browser builds from the rendered code. */
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('htmlContexts', () => {
  const at = (template: string) => {
    const start = template.indexOf('${x}');
    return htmlContexts(template, [{ start, end: start + 4 }]).get(start);
  };

  it.each([
    ['<p>${x}</p>', { kind: 'text' }],
    ['<!-- ${x} -->', { kind: 'comment' }],
    ['<div ${x}>', { kind: 'tag' }],
    ['<a title="${x}">', { kind: 'attribute', name: 'title', quote: '"', atStart: true }],
    ["<a title='a ${x}'>", { kind: 'attribute', name: 'title', quote: "'", atStart: false }],
    ['<a title=${x}>', { kind: 'attribute', name: 'title', quote: '', atStart: true }],
    ['<A HREF = "${x}">', { kind: 'attribute', name: 'href', quote: '"', atStart: true }],
    ['<div style="color:${x}">', { kind: 'attribute', name: 'style', quote: '"', atStart: false }],
    ['<script>var a = "${x}";</script>', { kind: 'script' }],
    ['<style>.a{color:${x}}</style>', { kind: 'style' }],
    ['<textarea><p ${x}</textarea>', { kind: 'text' }],
    ['<script>"</p>"</script><p>${x}</p>', { kind: 'text' }],
    ['<style>.a{}</style ><b class="${x}">', { kind: 'attribute', name: 'class', quote: '"', atStart: true }],
    ['<p title="a>b">${x}', { kind: 'text' }],
    ['{% if a %}<h1>{{ product.title }} ${x}</h1>{% endif %}', { kind: 'text' }],
  ])('%s', (template, expected) => {
    expect(at(template)).toEqual(expected);
  });
});

describe('escaping per context', () => {
  it('HTML text: no markup, and an & that would start a reference is escaped', () => {
    expect(escapeHtmlText('<b>Tom & Jerry</b> &amp; &#60;')).toBe('&lt;b&gt;Tom & Jerry&lt;/b&gt; &amp;amp; &amp;#60;');
    const doc = parse(render('<p id="t">${x}</p>', ATTACK));
    expect(doc.querySelector('meta')).toBeNull();
    expect(doc.getElementById('t')!.textContent).toBe(ATTACK);
  });

  it('attribute values: both quotes, and spaces when unquoted, so no new attribute or tag can start', () => {
    expect(escapeAttribute(`a"b'c`, '"')).toBe('a&quot;b&#39;c');
    expect(escapeAttribute('a b=c', '')).toBe('a&#32;b&#61;c');
    for (const template of ['<a id="t" title="${x}">x</a>', "<a id='t' title='${x}'>x</a>", '<a id=t title=${x}>x</a>']) {
      const doc = parse(render(template, ATTACK));
      expect(doc.querySelector('meta')).toBeNull();
      expect(doc.getElementById('t')!.getAttribute('title')).toBe(ATTACK);
      expect(doc.getElementById('t')!.attributes).toHaveLength(2);
    }
  });

  it('URLs: javascript:, data: and friends become #; http(s), mailto, tel and relative ones are kept', () => {
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) expect(safeUrl(bad)).toBe('#');
    for (const good of ['https://shop.example/p?a=1&b=2', 'http://x.test', 'mailto:a@b.c', 'tel:+33123', '/cart', 'page.html#top', '?q=1', '#top']) expect(safeUrl(good)).toBe(good);
    const doc = parse(render('<a id="t" href="${x}">go</a><img id="i" src="${x}">', 'javascript:alert(1)', 'url'));
    expect(doc.getElementById('t')!.getAttribute('href')).toBe('#');
    expect(doc.getElementById('i')!.getAttribute('src')).toBe('#');
    // Inside a URL that already names its scheme the value is only escaped as an attribute.
    expect(render('<a href="https://shop.example/search?q=${x}">go</a>', 'a"b')).toBe('<a href="https://shop.example/search?q=a&quot;b">go</a>');
  });

  it('CSS values: no new declaration, rule or tag; colours and sizes keep their functions', () => {
    expect(escapeCss('red;background:url(x)')).toBe('red\\3b background\\3a url\\28 x\\29 ');
    expect(escapeCss('rgba(0, 0, 0, .5)', 'color')).toBe('rgba(0, 0, 0, .5)');
    expect(escapeCss('calc(100% - 10px)', 'size')).toBe('calc(100% - 10px)');
    const doc = parse(render('<div id="t" style="color:${x}">x</div>', ATTACK, 'color'));
    expect(doc.querySelector('meta')).toBeNull();
    expect(doc.getElementById('t')!.attributes).toHaveLength(2);
    const style = parse(render('<style>.a{color:${x}}</style><p id="p">x</p>', 'red}</style><script>alert(1)</script>', 'color'));
    expect(style.querySelector('script')).toBeNull();
    expect(style.querySelectorAll('style')).toHaveLength(1);
    expect(render('<div style="color:${x}">', '#ff0000', 'color')).toBe('<div style="color:#ff0000">');
    // Font names keep their quotes; in an attribute they are escaped for the attribute, and read back as quotes.
    expect(escapeCss("'Open Sans', sans-serif")).toBe("'Open Sans', sans-serif");
    const font = parse(render('<p id="f" style="font-family:${x}">x</p>', '"Open Sans", serif')).getElementById('f')!;
    expect(font.getAttribute('style')).toBe('font-family:"Open Sans", serif');
    expect(font.attributes).toHaveLength(2);
  });

  it('script: the content of a string, which cannot end the string, the script, or open ${ }', () => {
    expect(escapeJsString(`a"b'c\`\${d}</script>\n\\`)).toBe('a\\"b\\\'c\\`\\${d}\\u003c/script\\u003e\\u000a\\\\');
    const code = render('<script>window.t = "${x}"; window.u = \'${x}\'; window.w = `${x}`;</script>', '"; alert(1); "\'`${alert(2)}</script><b>x</b>');
    const doc = parse(code);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('b')).toBeNull();
    const scope: Record<string, string> = {};
    new Function('window', doc.querySelector('script')!.textContent!)(scope);
    expect(scope).toEqual({ t: '"; alert(1); "\'`${alert(2)}</script><b>x</b>', u: scope.t, w: scope.t });
    const button = parse(render('<button id="b" onclick="say(\'${x}\')">', "'); steal('")).getElementById('b')!;
    expect(button.getAttribute('onclick')).toBe("say('\\'); steal(\\'')");
  });

  it('comments and names cannot be broken out of', () => {
    expect(render('<!-- ${x} --><p>', '--><script>alert(1)</script>')).toBe('<!-- - -&gt;&lt;script&gt;alert(1)&lt;/script&gt; --><p>');
    expect(render('<div ${x}>', 'onload=alert(1)')).toBe('<div onloadalert1>');
  });

  it('applies to defaults and legacy placeholders too, and leaves ordinary values as they are', () => {
    expect(renderTemplate('<p>{text:Intro:a <b>}</p>', {})).toBe('<p>a &lt;b&gt;</p>');
    expect(renderTemplate('<p title="{text:Tip:x}">', { Tip: '"bad"' })).toBe('<p title="&quot;bad&quot;">');
    expect(renderTemplate('<h1 style="color:${c}">${t}</h1>', { t: 'Soldes d’été — 50 % !' }, [v('c', 'color', '#f00'), v('t')])).toBe('<h1 style="color:#f00">Soldes d’été — 50 % !</h1>');
  });

  it('escapeForContext is total over the contexts', () => {
    expect(escapeForContext('<x>', { kind: 'text' })).toBe('&lt;x&gt;');
    expect(escapeForContext('<x>', { kind: 'attribute', name: 'alt', quote: '"', atStart: true })).toBe('&lt;x&gt;');
  });
});
