import { Context, Emitter, Liquid, Parser, Tag, TagToken, Template, Tokenizer, TopLevelToken, TypeGuards } from 'liquidjs';
import { shopifyFilters } from './shopify-filters';

/**
 * A liquidjs engine that understands Shopify theme files well enough to check their syntax and render
 * previews, and nothing more:
 *  - no file system: `templates: {}` is an empty in-memory mapping, and `render`/`include`/`section`/
 *    `sections`/`content_for`/`layout` are replaced by tags that output nothing (snippets and other
 *    theme files do not exist here);
 *  - Shopify's theme tags: `schema`, `stylesheet`, `javascript` and `doc` keep their body unparsed
 *    (as Shopify does); `style`, `form` and `paginate` parse their body as Liquid;
 *  - Shopify's common filters (image_url, placeholder_svg_tag, money, t...) with preview-safe output;
 *  - limits: parse size, render time (`renderLimit`) and allocations (`memoryLimit`, which also bounds
 *    `(1..n)` ranges), and only own properties are readable.
 */

/** A block tag whose body is kept as raw text; `wrap` decides what the preview shows for it. */
function rawBodyTag(name: string, wrap: (body: string) => string) {
  return class extends Tag {
    private readonly body: string;
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      const parts: string[] = [];
      while (remainTokens.length) {
        const next = remainTokens.shift()!;
        if (TypeGuards.isTagToken(next) && next.name === `end${name}`) {
          this.body = parts.join('');
          return;
        }
        parts.push(next.getText());
      }
      throw new Error(`tag ${token.getText()} not closed`);
    }
    render(): string {
      return wrap(this.body);
    }
  };
}

/** A block tag whose body is Liquid; `open`/`close` surround the rendered body, `scope` adds variables. */
function liquidBodyTag(name: string, open: (args: string) => string, close: string, scope?: (args: string) => Record<string, unknown>) {
  return class extends Tag {
    private readonly templates: Template[] = [];
    private readonly args: string;
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remainTokens, liquid);
      this.args = token.args;
      while (remainTokens.length) {
        const next = remainTokens.shift()!;
        if (TypeGuards.isTagToken(next) && next.name === `end${name}`) return;
        this.templates.push(parser.parseToken(next, remainTokens));
      }
      throw new Error(`tag ${token.getText()} not closed`);
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      emitter.write(open(this.args));
      if (scope) ctx.push(scope(this.args));
      try {
        yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
      } finally {
        if (scope) ctx.pop();
      }
      emitter.write(close);
    }
  };
}

/** A tag without body that renders nothing (theme files that do not exist in a preview). */
function silentTag() {
  return class extends Tag {
    render(): string {
      return '';
    }
  };
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `class: 'x'` and `id: "y"` given as string literals in a tag's arguments. */
function literalAttribute(args: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*:\\s*(['"])([^'"]*)\\1`).exec(args);
  return match?.[2];
}

function formOpen(args: string): string {
  const type = /^\s*(['"])([^'"]+)\1/.exec(args)?.[2] ?? 'form';
  const id = literalAttribute(args, 'id');
  const cls = literalAttribute(args, 'class');
  return `<form method="post" action="#" data-form-type="${escapeAttr(type)}" onsubmit="return false"${id ? ` id="${escapeAttr(id)}"` : ''}${cls ? ` class="${escapeAttr(cls)}"` : ''}>`;
}

function paginateScope(args: string): Record<string, unknown> {
  const by = Number(/\bby\s+(\d+)/.exec(args)?.[1] ?? 12);
  return {
    paginate: { current_page: 1, current_offset: 0, items: by, page_size: by, pages: 1, parts: [], previous: null, next: null },
  };
}

export interface ShopifyLiquidOptions {
  /** Wall-clock budget of one render, in ms. */
  renderLimitMs?: number;
  /** Allocation budget of one render (string and array lengths). */
  memoryLimit?: number;
  /** Largest template accepted by the parser, in characters. */
  parseLimit?: number;
}

export const DEFAULT_RENDER_LIMIT_MS = 1000;
export const DEFAULT_MEMORY_LIMIT = 20_000_000;
export const DEFAULT_PARSE_LIMIT = 2_000_000;

export function createShopifyLiquid(options: ShopifyLiquidOptions = {}): Liquid {
  const liquid = new Liquid({
    templates: {},
    cache: false,
    strictFilters: false,
    strictVariables: false,
    ownPropertyOnly: true,
    jsTruthy: false,
    parseLimit: options.parseLimit ?? DEFAULT_PARSE_LIMIT,
    renderLimit: options.renderLimitMs ?? DEFAULT_RENDER_LIMIT_MS,
    memoryLimit: options.memoryLimit ?? DEFAULT_MEMORY_LIMIT,
  });
  liquid.registerTag('schema', rawBodyTag('schema', () => ''));
  liquid.registerTag('doc', rawBodyTag('doc', () => ''));
  liquid.registerTag('stylesheet', rawBodyTag('stylesheet', (css) => `<style>${css}</style>`));
  liquid.registerTag('javascript', rawBodyTag('javascript', (js) => `<script>${js}</script>`));
  liquid.registerTag('style', liquidBodyTag('style', () => '<style data-shopify>', '</style>'));
  liquid.registerTag('form', liquidBodyTag('form', formOpen, '</form>'));
  liquid.registerTag('paginate', liquidBodyTag('paginate', () => '', '', paginateScope));
  for (const name of ['render', 'include', 'section', 'sections', 'content_for', 'layout']) liquid.registerTag(name, silentTag());
  for (const [name, filter] of Object.entries(shopifyFilters)) liquid.registerFilter(name, filter);
  return liquid;
}

/**
 * Remaining tokens as a queue with O(1) `shift()`. liquidjs consumes its token list with
 * `Array.prototype.shift()`, which is O(n) on large arrays: a 10 000-line template took seconds and
 * 40 000 lines most of a minute. liquidjs (and our tags) only use `shift()` and `length` on it.
 */
class TokenQueue {
  private head = 0;
  constructor(private readonly items: TopLevelToken[]) {}
  get length(): number {
    return this.items.length - this.head;
  }
  shift(): TopLevelToken | undefined {
    return this.head < this.items.length ? this.items[this.head++] : undefined;
  }
}

/** Parses like `liquid.parse(code)`, in linear time (see TokenQueue). */
export function parseTemplate(liquid: Liquid, code: string): Template[] {
  const text = String(code);
  if (text.length > liquid.options.parseLimit) throw new Error(`parse length limit exceeded`);
  const tokenizer = new Tokenizer(text, liquid.options.operators, undefined, undefined, liquid.options.groupedExpressions);
  const tokens = tokenizer.readTopLevelTokens(liquid.options);
  return liquid.parser.parseTokens(new TokenQueue(tokens) as unknown as TopLevelToken[]);
}
