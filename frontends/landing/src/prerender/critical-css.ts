/**
 * The critical CSS of a rendered page: the rules of the given stylesheets that can apply to its markup,
 * inlined in the page's <head> so it paints from the HTML alone (the stylesheets themselves load later,
 * with the page's code). A rule is kept when every class its selector names appears in the markup; rules
 * without classes (elements, :root variables, the base layer), @keyframes, @property and @font-face are kept
 * whole. Classes the page only gains later (hover, scroll state) come with the full stylesheet. A custom
 * property nothing kept reads (no declaration, no other property read, no style attribute of the markup) is
 * left out with its @property: Tailwind's theme defines every colour of its palette, most of them unused.
 */
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

/** Every class token of the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of match[1].split(/\s+/)) if (token) classes.add(decodeEntities(token));
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The class names a selector requires (`.md\:flex:hover > .a` -> ['md:flex', 'a']). */
export function classesOfSelector(selector: string): string[] {
  const names: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\.|[\w-])+)/g)) names.push(match[1].replace(/\\(.)/g, '$1'));
  return names;
}

/** Whether one selector of a rule's list can match the markup, judged by its class names only. */
export function selectorMayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  // :not(.x) does not require .x
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return classesOfSelector(required).every((name) => classes.has(name));
}

const KEPT_WHOLE = new Set(['keyframes', 'property', 'font-face']);

function prune(container: Container, classes: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const kept = rule.selectors.filter((selector) => selectorMayMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else if (kept.length !== rule.selectors.length) rule.selectors = kept;
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule;
      if (KEPT_WHOLE.has(atRule.name.replace(/^-\w+-/, '')) || !atRule.nodes) return;
      prune(atRule, classes);
      if (atRule.nodes.length === 0) atRule.remove();
    } else if (node.type === 'comment') {
      node.remove();
    }
  });
}

/** A rule's identity for deduplication: where it sits (its at-rules), its selector and its declarations. */
function signature(rule: Rule): string {
  const context: string[] = [];
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) context.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
  return `${context.join('|')}|${rule.selector}{${rule.nodes.map((node) => node.toString()).join(';')}}`;
}

function removeEmptyAtRules(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !(node as AtRule).nodes || KEPT_WHOLE.has((node as AtRule).name.replace(/^-\w+-/, ''))) return;
    removeEmptyAtRules(node as AtRule);
    if ((node as AtRule).nodes!.length === 0) node.remove();
  });
}

/** The custom properties a value reads (`var(--a, var(--b))` -> ['--a', '--b']). */
export function customPropertiesRead(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
}

/**
 * Removes the custom properties (and their @property) that nothing left in `roots` reads, nor a style attribute
 * of `html`: read by a declaration of another property, or by a custom property that is itself read.
 */
function dropUnreadCustomProperties(roots: readonly Root[], html: string): void {
  const read = new Set<string>();
  const readsOf = new Map<string, string[]>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) for (const name of customPropertiesRead(decodeEntities(match[1]))) read.add(name);
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...customPropertiesRead(decl.value)]);
      else for (const name of customPropertiesRead(decl.value)) read.add(name);
    });
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of readsOf.get(name) ?? []) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
    });
    root.walkAtRules('property', (atRule) => {
      if (!read.has(atRule.params.trim())) atRule.remove();
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    removeEmptyAtRules(root);
  }
}

/**
 * The rules of `stylesheets` the markup `html` needs to paint, as one stylesheet, in the stylesheets' order.
 * Each front end's build carries Tailwind's theme and base layers: a rule repeated word for word by a later
 * stylesheet in the same place is kept there only (the later copy is the one that wins anyway).
 */
export function criticalCss(html: string, stylesheets: readonly string[]): string {
  const classes = classesIn(html);
  const roots = stylesheets.map((css) => {
    const root = postcss.parse(css);
    prune(root, classes);
    return root;
  });
  const later = new Set<string>();
  for (let index = roots.length - 1; index >= 0; index -= 1) {
    const seenHere: string[] = [];
    roots[index].walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && KEPT_WHOLE.has((rule.parent as AtRule).name.replace(/^-\w+-/, ''))) return;
      const key = signature(rule);
      if (later.has(key)) rule.remove();
      else seenHere.push(key);
    });
    for (const key of seenHere) later.add(key);
    removeEmptyAtRules(roots[index]);
  }
  dropUnreadCustomProperties(roots, html);
  return roots
    .map((root) => {
      root.walk((node) => {
        node.raws.before = '';
        node.raws.after = '';
        if ('between' in node.raws && node.type !== 'decl') node.raws.between = '';
      });
      return root.toString();
    })
    .join('\n');
}
