import { isPlaceholderName, replacePlaceholders, scanPlaceholders } from '@liquify/template-engine';
import type { SeedModuleVariable } from './seed-files.util';

/**
 * Helpers to inspect a module's templateCode. Placeholders are read by the shared template engine
 * (libs/template-engine); every seed module uses its modern form `${name}` only.
 */
const namedPlaceholders = (template: string): string[] =>
  scanPlaceholders(template).flatMap((token) => (token.kind === 'modern' && isPlaceholderName(token.name) ? [token.name] : []));

/** Distinct placeholder names, in order of first appearance. */
export function extractPlaceholderNames(template: string): string[] {
  return [...new Set(namedPlaceholders(template))];
}

export function countPlaceholder(template: string, name: string): number {
  return namedPlaceholders(template).filter((found) => found === name).length;
}

/** `${` openings that are not a well-formed placeholder (e.g. a JS template literal). */
export function strayPlaceholderOpenings(template: string): string[] {
  const stray: string[] = [];
  for (let i = template.indexOf('${'); i !== -1; i = template.indexOf('${', i + 2)) {
    const match = /^\$\{[a-z0-9_]+\}/.exec(template.slice(i));
    if (!match) stray.push(template.slice(i, i + 24));
  }
  return stray;
}

/**
 * The template with every placeholder replaced by its variable's default, as written (spec doc 3 §4's
 * "saved code" before the escaping by HTML context the catalogue applies when it stores it).
 */
export function renderWithDefaults(template: string, variables: SeedModuleVariable[]): string {
  const defaults = new Map(variables.map((v) => [v.name, v.defaultValue]));
  return replacePlaceholders(template, (token) => (token.kind === 'modern' ? defaults.get(token.name) : undefined));
}

export function countOccurrences(haystack: string, needle: string): number {
  return needle === '' ? 0 : haystack.split(needle).length - 1;
}

export interface TagBlock {
  attributes: string;
  content: string;
}

function blocksOf(html: string, tag: 'script' | 'style'): TagBlock[] {
  const pattern = new RegExp('<' + tag + '\\b([^>]*)>([\\s\\S]*?)</' + tag + '>', 'gi');
  return [...html.matchAll(pattern)].map((m) => ({ attributes: m[1].trim(), content: m[2] }));
}

export const scriptBlocks = (html: string): TagBlock[] => blocksOf(html, 'script');
export const styleBlocks = (html: string): TagBlock[] => blocksOf(html, 'style');

/** The markup with comments removed and script/style bodies emptied. */
export function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export interface HtmlTag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Open ancestors at this tag, outermost first. */
  ancestors: string[];
}

/**
 * Walks the markup and reports structural problems: unbalanced or mis-nested tags,
 * malformed tags and duplicate attributes. Also returns every start tag with its
 * ancestors so callers can apply accessibility rules.
 */
export function walkHtml(html: string): { problems: string[]; tags: HtmlTag[] } {
  const markup = markupOnly(html);
  const problems: string[] = [];
  const tags: HtmlTag[] = [];
  const stack: string[] = [];
  for (const m of markup.matchAll(TAG)) {
    const [, slash, rawName, rawAttributes, selfClosing] = m;
    const name = rawName.toLowerCase();
    if (slash) {
      const open = stack.pop();
      if (open !== name) problems.push('</' + name + '> closes <' + (open ?? 'nothing') + '>');
      continue;
    }
    const attributes = new Map<string, string>();
    for (const a of rawAttributes.matchAll(ATTRIBUTE)) {
      const key = a[1].toLowerCase();
      if (attributes.has(key)) problems.push('<' + name + '> repeats attribute ' + key);
      attributes.set(key, a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({ name, closing: false, attributes, ancestors: [...stack] });
    if (!VOID_ELEMENTS.has(name) && !selfClosing) stack.push(name);
  }
  if (stack.length > 0) problems.push('unclosed elements: ' + stack.join(' > '));
  const leftover = markup.replace(TAG, '').match(/<[a-zA-Z/][^>]{0,30}/g);
  if (leftover) problems.push('malformed tags: ' + leftover.join(' | '));
  return { problems, tags };
}

/** Accessibility rules every module's markup must follow. */
export function accessibilityProblems(tags: HtmlTag[]): string[] {
  const problems: string[] = [];
  for (const tag of tags) {
    const has = (a: string) => tag.attributes.has(a);
    if (tag.name === 'button' && !['button', 'submit'].includes(tag.attributes.get('type') ?? '')) {
      problems.push('<button> without type="button" or type="submit"');
    }
    if (tag.name === 'img' && !has('alt')) problems.push('<img> without alt');
    if (tag.name === 'a' && !has('href')) problems.push('<a> without href (use a <button> for actions)');
    if (has('onclick') || has('onload') || has('onsubmit'))
      problems.push('<' + tag.name + '> uses an inline event handler');
    if (['input', 'select', 'textarea'].includes(tag.name)) {
      const type = tag.attributes.get('type') ?? '';
      const labelled = has('aria-label') || has('aria-labelledby') || tag.ancestors.includes('label');
      if (!['hidden', 'submit', 'button'].includes(type) && !labelled)
        problems.push('<' + tag.name + '> without a label');
    }
    if (tag.name === 'svg' && !has('aria-hidden') && !has('role'))
      problems.push('<svg> neither aria-hidden nor given a role');
    if (has('id') || has('for'))
      problems.push('<' + tag.name + '> has a static id/for (a module may be pasted twice on a page)');
  }
  return problems;
}

/** Class names used by the markup, the CSS selectors and classList calls in scripts. */
export function classNamesUsed(html: string, tags: HtmlTag[], selectors: string[]): string[] {
  const names = new Set<string>();
  for (const tag of tags)
    for (const c of (tag.attributes.get('class') ?? '').split(/\s+/)) if (c) names.add(c);
  for (const selector of selectors)
    for (const m of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(m[1]);
  for (const script of scriptBlocks(html)) {
    for (const m of script.content.matchAll(/classList\.(?:add|remove|toggle|contains)\(([^)]*)\)/g)) {
      for (const s of m[1].matchAll(/'([^']+)'|"([^"]+)"/g)) names.add(s[1] ?? s[2]);
    }
  }
  return [...names];
}

/**
 * Splits a stylesheet into rule selectors, descending into @media/@supports/@container
 * and skipping @keyframes bodies. Reports unbalanced braces and disallowed at-rules.
 */
export function cssSelectors(css: string): { selectors: string[]; problems: string[] } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  const problems: string[] = [];
  const matchingBrace = (open: number): number => {
    let depth = 0;
    for (let k = open; k < text.length; k++) {
      if (text[k] === '{') depth++;
      else if (text[k] === '}' && --depth === 0) return k;
    }
    return -1;
  };
  const walk = (from: number, to: number): void => {
    let i = from;
    while (i < to) {
      const open = text.indexOf('{', i);
      const stray = text.indexOf('}', i);
      if (open === -1 || open >= to || (stray !== -1 && stray < open)) {
        if (text.slice(i, to).trim() !== '')
          problems.push('dangling CSS: ' + text.slice(i, to).trim().slice(0, 40));
        return;
      }
      const prelude = text.slice(i, open).trim();
      const close = matchingBrace(open);
      if (close === -1 || close > to) {
        problems.push('unbalanced braces after: ' + prelude.slice(0, 40));
        return;
      }
      if (/^@(media|supports|container)\b/.test(prelude)) walk(open + 1, close);
      else if (/^@keyframes\b/.test(prelude)) {
        /* keyframe selectors (from/to/%) are local to the animation */
      } else if (prelude.startsWith('@')) problems.push('disallowed at-rule ' + prelude.split(/\s/)[0]);
      else selectors.push(...prelude.split(',').map((s) => s.trim()));
      i = close + 1;
    }
  };
  walk(0, text.length);
  return { selectors, problems };
}

/** The class prefix a module owns, e.g. `lqf-fsb` for `lqf-fsb-bar`. */
export function classPrefix(className: string): string | undefined {
  return /^lqf-[a-z0-9]+/.exec(className)?.[0];
}

/** A script body wrapped in an IIFE: `(function () { ... })();`. */
export function isIife(code: string): boolean {
  return (
    /^\(function\s*\(\)\s*\{[\s\S]*\}\)\(\);?$/.test(code.trim()) ||
    /^\(\(\)\s*=>\s*\{[\s\S]*\}\)\(\);?$/.test(code.trim())
  );
}

/** Compiles (without running) a script; returns the syntax error message or undefined. */
export function scriptSyntaxError(code: string): string | undefined {
  try {
    new Function(code);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
