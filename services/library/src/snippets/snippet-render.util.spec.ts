/**
 * @jest-environment jsdom
 */
import { LibraryMessages } from '@liquify/contracts';
import { notFoundScript, pasteSnippet, snippetFrame, snippetScript } from './snippet-render.util';

const token = `lq_${'a'.repeat(43)}`;
const moduleCode = '<div class="lqf-demo"></div><style>.lqf-demo{color:red}</style><script>(function(){document.querySelectorAll(".lqf-demo:not([data-ready])").forEach(function(el){el.setAttribute("data-ready","");el.textContent="ready";});window.moduleRuns=(window.moduleRuns||0)+1;})();</script>';

/** Runs the served script as the browser would: from a <script> element placed where the tag was pasted. */
function runPasted(container: HTMLElement, code = moduleCode) {
  const tag = document.createElement('script');
  tag.text = snippetScript({ token, slug: 'demo', title: 'Demo', code });
  container.appendChild(tag);
  return tag;
}

describe('the remote snippet script', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main><p id="before">before</p><div id="slot"></div><p id="after">after</p></main>';
    delete (window as unknown as { moduleRuns?: number }).moduleRuns;
  });

  it('renders the module right where the tag is pasted and runs its scripts', () => {
    const slot = document.getElementById('slot')!;
    const tag = runPasted(slot);
    const box = tag.previousElementSibling as HTMLElement;
    expect(box.getAttribute('data-liquify-module')).toBe('demo');
    expect(box.style.display).toBe('contents');
    expect(box.querySelector('.lqf-demo')!.textContent).toBe('ready');
    expect((window as unknown as { moduleRuns: number }).moduleRuns).toBe(1);
    expect(document.getElementById('before')!.textContent).toBe('before');
    expect(document.getElementById('after')!.textContent).toBe('after');
  });

  it('works when pasted twice: two copies, each initialised once, nothing of the loader left on window', () => {
    const before = new Set(Object.keys(window));
    const slot = document.getElementById('slot')!;
    runPasted(slot);
    runPasted(slot);
    expect(slot.querySelectorAll('[data-liquify-module]')).toHaveLength(2);
    expect([...slot.querySelectorAll('.lqf-demo')].map((el) => el.textContent)).toEqual(['ready', 'ready']);
    const leaked = Object.keys(window).filter((k) => !before.has(k));
    expect(leaked).toEqual(['moduleRuns']);
  });

  it('keeps any text safe inside the script (quotes, </script>, line separators)', () => {
    const code = '<p class="t">"quoted" \'single\' </script> \u2028 ${x} `tick`</p>';
    const slot = document.getElementById('slot')!;
    runPasted(slot, code);
    expect(slot.querySelector('.t')!.textContent).toBe('"quoted" \'single\'  \u2028 ${x} `tick`');
    expect(snippetScript({ token, slug: 's', title: '*/ x', code })).not.toMatch(/<\/script/i);
  });
});

describe('pasteSnippet', () => {
  it('is one async script with an onerror console message, plus a <noscript> iframe of the same customisation', () => {
    const html = pasteSnippet('https://app.example.com', token, 'Promo "bar" <b>');
    expect(html).toContain(`<script src="https://app.example.com/api/remote-modules/snippet/${token}" async data-liquify-snippet onerror="console.warn(`);
    expect(html).toContain(`<noscript><iframe src="https://app.example.com/api/remote-modules/snippet/${token}/frame" title="Promo &quot;bar&quot; &lt;b&gt;"`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('not found and frame', () => {
  it('the 404 script logs the clear message', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    new Function(notFoundScript())();
    expect(warn).toHaveBeenCalledWith(LibraryMessages.snippetNotFound);
    warn.mockRestore();
  });

  it('the frame is a whole document with the escaped title', () => {
    expect(snippetFrame('A & B', '<b>x</b>')).toMatch(/^<!doctype html>.*<title>A &amp; B<\/title>.*<body style="margin:0"><b>x<\/b><\/body><\/html>$/);
  });
});
