import type { Liquid } from 'liquidjs';
import type { SectionSchemaJson } from './liquid-check.util';
import { placeholderDataUrl } from './shopify-filters';
import { parseTemplate } from './shopify-liquid';

/**
 * Renders a Shopify section the way the theme editor shows it when first added: section settings at
 * their schema defaults (overridden by the first preset), blocks from that preset (else one of each
 * declared type), and a small sample store (menus, products, a collection, a blog) for settings that
 * point at store resources.
 */

type Setting = Record<string, unknown>;

const image = (alt: string) => ({ src: placeholderDataUrl('product'), alt, width: 800, height: 800, aspect_ratio: 1 });

function sampleProduct(n: number) {
  const price = 1900 + n * 1000;
  const variant = { id: 1000 + n, title: 'Default Title', price, available: true, compare_at_price: price + 1000 };
  return {
    id: n,
    title: `Sample product ${n}`,
    handle: `sample-product-${n}`,
    url: `/products/sample-product-${n}`,
    vendor: 'Your Store',
    type: 'Sample',
    description: '<p>A product description shows here once a real product is chosen.</p>',
    price,
    price_min: price,
    price_max: price,
    price_varies: false,
    compare_at_price: price + 1000,
    compare_at_price_max: price + 1000,
    available: true,
    featured_image: image(`Sample product ${n}`),
    featured_media: { preview_image: image(`Sample product ${n}`), media_type: 'image' },
    images: [image(`Sample product ${n}`)],
    media: [],
    tags: ['sample'],
    options: ['Title'],
    variants: [variant],
    selected_or_first_available_variant: variant,
    first_available_variant: variant,
    has_only_default_variant: true,
  };
}

const SAMPLE_PRODUCTS = [1, 2, 3, 4].map(sampleProduct);

const SAMPLE_COLLECTION = {
  id: 1,
  title: 'Sample collection',
  handle: 'all',
  url: '/collections/all',
  description: '<p>A collection description shows here.</p>',
  image: null,
  featured_image: null,
  products: SAMPLE_PRODUCTS,
  products_count: SAMPLE_PRODUCTS.length,
  all_products_count: SAMPLE_PRODUCTS.length,
};

function sampleArticle(n: number) {
  return {
    id: n,
    title: `Sample blog post ${n}`,
    handle: `sample-post-${n}`,
    url: `/blogs/news/sample-post-${n}`,
    author: 'Your Store',
    excerpt: '<p>An excerpt of the blog post shows here.</p>',
    content: '<p>The blog post shows here.</p>',
    published_at: '2025-01-15T09:00:00Z',
    created_at: '2025-01-15T09:00:00Z',
    image: null,
    comments_count: 0,
    tags: ['news'],
  };
}

const SAMPLE_BLOG = {
  id: 1,
  title: 'News',
  handle: 'news',
  url: '/blogs/news',
  articles: [1, 2, 3].map(sampleArticle),
  articles_count: 3,
};

const menu = (handle: string, titles: string[]) => ({
  handle,
  title: handle === 'footer' ? 'Footer menu' : 'Main menu',
  levels: 1,
  links: titles.map((title) => ({
    title,
    url: title === 'Home' ? '/' : `/${title.toLowerCase().replace(/\s+/g, '-')}`,
    active: title === 'Home',
    current: title === 'Home',
    child_active: false,
    levels: 0,
    links: [],
    type: 'http_link',
  })),
});

const LINKLISTS: Record<string, unknown> = {
  'main-menu': menu('main-menu', ['Home', 'Catalog', 'About', 'Contact']),
  footer: menu('footer', ['Search', 'Shipping', 'Returns', 'Privacy policy']),
};

const PAGE = { id: 1, title: 'Sample page', handle: 'about', url: '/pages/about', content: '<p>Page content shows here.</p>' };

/** The value a setting holds when first added, as Liquid sees it (resources become sample objects). */
export function settingValue(setting: Setting): unknown {
  const type = String(setting.type);
  const fallback = setting.default;
  switch (type) {
    case 'checkbox':
      return typeof fallback === 'boolean' ? fallback : false;
    case 'number':
    case 'range':
      return typeof fallback === 'number' ? fallback : typeof setting.min === 'number' ? setting.min : 0;
    case 'select':
    case 'radio': {
      if (fallback !== undefined) return fallback;
      const options = Array.isArray(setting.options) ? (setting.options as Array<{ value?: unknown }>) : [];
      return options[0]?.value ?? '';
    }
    case 'link_list':
      return LINKLISTS[typeof fallback === 'string' ? fallback : 'main-menu'] ?? LINKLISTS['main-menu'];
    case 'collection':
      return SAMPLE_COLLECTION;
    case 'collection_list':
      return [SAMPLE_COLLECTION];
    case 'product':
      return SAMPLE_PRODUCTS[0];
    case 'product_list':
      return SAMPLE_PRODUCTS;
    case 'blog':
      return SAMPLE_BLOG;
    case 'article':
      return SAMPLE_BLOG.articles[0];
    case 'page':
      return PAGE;
    case 'font_picker':
      return { family: 'system-ui', fallback_families: 'sans-serif', weight: 400, style: 'normal' };
    case 'image_picker':
    case 'video':
    case 'video_url':
    case 'metaobject':
    case 'metaobject_list':
      return null;
    case 'text_alignment':
      return fallback ?? 'left';
    default:
      return fallback ?? '';
  }
}

function settingsObject(settings: unknown, overrides: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (Array.isArray(settings)) {
    for (const setting of settings as Setting[]) {
      if (typeof setting?.id === 'string' && setting.id) values[setting.id] = settingValue(setting);
    }
  }
  if (overrides && typeof overrides === 'object' && !Array.isArray(overrides)) {
    for (const [id, value] of Object.entries(overrides as Record<string, unknown>)) {
      const declared = Array.isArray(settings) ? (settings as Setting[]).find((s) => s?.id === id) : undefined;
      values[id] = declared && ['link_list', 'collection', 'product', 'blog', 'page', 'article'].includes(String(declared.type)) ? settingValue({ ...declared, default: value }) : value;
    }
  }
  return values;
}

export interface PreviewBlock {
  id: string;
  type: string;
  settings: Record<string, unknown>;
  shopify_attributes: string;
}

/** The section object a preview renders with. */
export function previewSection(schema: SectionSchemaJson | null, id: string) {
  const preset = Array.isArray(schema?.presets) ? (schema!.presets[0] as Record<string, unknown> | undefined) : undefined;
  const declared = (Array.isArray(schema?.blocks) ? schema!.blocks : []).filter((b) => typeof b.type === 'string' && !String(b.type).startsWith('@'));
  const byType = new Map(declared.map((b) => [String(b.type), b]));
  const presetBlocks = Array.isArray(preset?.blocks) ? (preset!.blocks as Array<Record<string, unknown>>) : [];
  const wanted = presetBlocks.length > 0 ? presetBlocks : declared.map((b) => ({ type: b.type }));
  const limit = typeof schema?.max_blocks === 'number' ? schema.max_blocks : 50;
  const blocks: PreviewBlock[] = wanted
    .filter((b) => byType.has(String(b.type)))
    .slice(0, limit)
    .map((b, index) => ({
      id: `${id}-block-${index + 1}`,
      type: String(b.type),
      settings: settingsObject(byType.get(String(b.type))!.settings, (b as Record<string, unknown>).settings),
      shopify_attributes: '',
    }));
  return {
    id,
    settings: settingsObject(schema?.settings, preset?.settings),
    blocks,
    block_order: blocks.map((b) => b.id),
    location: 'template',
    index: 1,
    index0: 0,
  };
}

/** Global objects of a storefront page, as a preview sees them. */
export function previewGlobals() {
  return {
    shop: { name: 'Your Store', url: '/', secure_url: '/', domain: 'your-store.example', currency: 'USD', money_format: '${{amount}}', description: '', email: '' },
    request: { locale: { iso_code: 'en', primary: true }, design_mode: false, visual_preview_mode: false, page_type: 'index', host: 'your-store.example', path: '/', origin: '' },
    routes: {
      root_url: '/',
      account_url: '/account',
      account_login_url: '/account/login',
      account_register_url: '/account/register',
      cart_url: '/cart',
      cart_add_url: '/cart/add',
      cart_change_url: '/cart/change',
      search_url: '/search',
      predictive_search_url: '/search/suggest',
      collections_url: '/collections',
      all_products_collection_url: '/collections/all',
    },
    settings: {},
    cart: { item_count: 0, items: [], total_price: 0, currency: { iso_code: 'USD' } },
    localization: {
      language: { iso_code: 'en', endonym_name: 'English', name: 'English' },
      country: { iso_code: 'US', name: 'United States', currency: { iso_code: 'USD', symbol: '$' } },
      available_languages: [],
      available_countries: [],
    },
    customer: null,
    linklists: LINKLISTS,
    collections: { all: SAMPLE_COLLECTION, frontpage: SAMPLE_COLLECTION },
    blogs: { news: SAMPLE_BLOG },
    pages: { about: PAGE },
    template: { name: 'index', suffix: null, directory: null },
    page_title: 'Preview',
    canonical_url: '/',
    powered_by_link: '',
  };
}

/** Rendered HTML above this size is refused (the render budget bounds time, this bounds the answer). */
export const PREVIEW_MAX_HTML_LENGTH = 3_000_000;

const BASE_CSS =
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2937;background:#fff}' +
  'img,svg,video{max-width:100%;height:auto}.page-width{max-width:1200px;margin:0 auto;padding:0 1.5rem}' +
  '.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The section rendered into a standalone HTML document (throws what liquidjs throws). */
export async function renderSectionPreview(liquid: Liquid, input: { slug: string; title: string; code: string; schema: SectionSchemaJson | null }): Promise<string> {
  const sectionId = `preview-${input.slug}`;
  const scope = { ...previewGlobals(), section: previewSection(input.schema, sectionId) };
  const html = String(await liquid.render(parseTemplate(liquid, input.code), scope));
  if (html.length > PREVIEW_MAX_HTML_LENGTH) throw new Error(`the rendered section is larger than ${PREVIEW_MAX_HTML_LENGTH} characters`);
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(input.title)} - preview</title><style>${BASE_CSS}</style></head>\n<body>\n` +
    `<div id="shopify-section-${escapeHtml(sectionId)}" class="shopify-section">\n${html}\n</div>\n</body></html>\n`
  );
}
