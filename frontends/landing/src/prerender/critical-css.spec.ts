import { classesIn, classesOfSelector, criticalCss, customPropertiesRead, selectorMayMatch } from './critical-css';

describe('critical CSS', () => {
  const html = '<div class="flex md:text-6xl bg-white/5"><p class="hidden sm:inline">x</p><i class="a&amp;b"></i></div>';

  it('reads every class of the markup, entities decoded', () => {
    expect([...classesIn(html)].sort()).toEqual(['a&b', 'bg-white/5', 'flex', 'hidden', 'md:text-6xl', 'sm:inline']);
  });

  it("reads a selector's class names with Tailwind's escapes undone, and ignores those under :not()", () => {
    expect(classesOfSelector('.md\\:text-6xl:hover > .bg-white\\/5')).toEqual(['md:text-6xl', 'bg-white/5']);
    expect(selectorMayMatch('.flex:not(.absent)', new Set(['flex']))).toBe(true);
    expect(selectorMayMatch('.flex .absent', new Set(['flex']))).toBe(false);
    expect(selectorMayMatch(':root', new Set())).toBe(true);
  });

  it('keeps the rules the markup uses (in media queries and layers too), element rules, keyframes and properties; drops the rest', () => {
    const css = `@layer theme{:root{--c:red}}
@layer utilities{.flex{display:flex;color:var(--c);translate:var(--tw-x)}.grid{display:grid}@media (width>=40rem){.sm\\:inline{display:inline}.sm\\:grid{display:grid}}.hover\\:x:hover{color:red}}
@media (width>=80rem){.xl\\:block{display:block}}
@keyframes spin{to{transform:rotate(1turn)}}
@property --tw-x{syntax:"*";inherits:false}
body{margin:0}
.flex,.grid{gap:1px}`;
    const out = criticalCss(html, [css]);
    for (const kept of [':root{--c:red}', '.flex{display:flex;color:var(--c);translate:var(--tw-x)}', '.sm\\:inline{display:inline}', '@keyframes spin', '@property --tw-x', 'body{margin:0}', '.flex{gap:1px}']) {
      expect(out).toContain(kept);
    }
    for (const dropped of ['.grid', 'sm\\:grid', 'hover\\:x', 'xl\\:block', '@media (width>=80rem)']) expect(out).not.toContain(dropped);
  });

  it('leaves out the custom properties nothing kept reads, with their @property, and the rules and blocks left empty', () => {
    expect(customPropertiesRead('0 0 var(--a, var(--b)) var( --c)')).toEqual(['--a', '--b', '--c']);
    const css = `@layer theme{:root{--used:var(--base);--base:red;--unused:blue;--only-unused-reads:1px;--by-unused:var(--only-unused-reads);--inline:2px}}
@supports (color:lab(0% 0 0)){:root{--unused:lab(1% 0 0);--used:lab(2% 0 0)}}
@supports (color:lch(0% 0 0)){:root{--unused:lch(1% 0 0)}}
@property --tw-shadow{syntax:"*";inherits:false}
@property --tw-ring{syntax:"*";inherits:false}
@layer utilities{.flex{color:var(--used);box-shadow:var(--tw-shadow)}.grid{padding:var(--unused)}}`;
    const out = criticalCss('<div class="flex" style="margin:var(--inline)"></div>', [css]);
    for (const kept of ['--used:var(--base)', '--base:red', '--inline:2px', '--used:lab(2% 0 0)', '@property --tw-shadow', '.flex{color:var(--used);box-shadow:var(--tw-shadow)}']) {
      expect(out).toContain(kept);
    }
    // .grid is not in the markup, so --unused is read by nothing kept; --by-unused is read by nothing at all.
    for (const dropped of ['--unused', '--only-unused-reads', '--by-unused', '@property --tw-ring', 'lch(', '.grid']) expect(out).not.toContain(dropped);
  });
});

describe('critical CSS of several stylesheets', () => {
  it("keeps a rule two builds both carry once, in the later stylesheet, and each one's own rules in order", () => {
    const shell = '@layer base{html{line-height:1.5}body{margin:0}}@layer utilities{.flex{display:flex}.hidden{display:none}}';
    const landing = '@layer base{html{line-height:1.5}}@layer utilities{.flex{display:flex}@media (width>=64rem){.lg\\:flex{display:flex}}}';
    const out = criticalCss('<div class="flex hidden lg:flex"></div>', [shell, landing]);
    expect(out.match(/html\{line-height:1\.5\}/g)).toHaveLength(1);
    expect(out.match(/\.flex\{display:flex\}/g)).toHaveLength(1);
    expect(out).toContain('body{margin:0}');
    // The shell's .hidden stays before the landing's .lg:flex, so the breakpoint still wins.
    expect(out.indexOf('.hidden{display:none}')).toBeLessThan(out.indexOf('.lg\\:flex{display:flex}'));
    expect(out.indexOf('html{line-height:1.5}')).toBeGreaterThan(out.indexOf('body{margin:0}'));
  });
});
