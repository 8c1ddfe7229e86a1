/**
 * Shopify filters for section previews. Outputs never reach outside this page: images become inline
 * SVG placeholders, asset and font URLs resolve to nothing, translations show a readable key.
 * Filters not listed here pass their input through (liquidjs with strictFilters off).
 */
type FilterArg = unknown;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Named arguments arrive as [name, value] pairs. */
function namedArgs(args: FilterArg[]): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const arg of args) if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string') named[arg[0]] = arg[1];
  return named;
}

const PLACEHOLDER_COLOURS: Record<string, [string, string]> = {
  product: ['#eef0f3', '#c3c8d1'],
  collection: ['#f1eee9', '#cbbfae'],
  lifestyle: ['#e9f0ee', '#a9c4bb'],
  image: ['#eceff3', '#b9c0cb'],
};

/** An inline SVG placeholder (Shopify's `placeholder_svg_tag` and image URLs of blank images). */
export function placeholderSvg(name: string, className = ''): string {
  const family = Object.keys(PLACEHOLDER_COLOURS).find((key) => name.startsWith(key)) ?? 'image';
  const [bg, fg] = PLACEHOLDER_COLOURS[family];
  const cls = className ? ` class="${escapeHtml(className)}"` : '';
  return (
    `<svg${cls} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 525 525" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(name)} placeholder">` +
    `<rect width="525" height="525" fill="${bg}"/><path d="M150 360l90-110 70 80 45-50 70 80z" fill="${fg}"/><circle cx="330" cy="190" r="32" fill="${fg}"/></svg>`
  );
}

export function placeholderDataUrl(name = 'image'): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(placeholderSvg(name))}`;
}

/** An image object or URL given to image_url/img_url: its src when it has one, else a placeholder. */
function imageSource(input: unknown): string {
  if (typeof input === 'string' && /^(https?:|data:image\/)/.test(input)) return input;
  if (input && typeof input === 'object') {
    const record = input as Record<string, unknown>;
    for (const key of ['src', 'url', 'featured_image', 'image']) {
      const value = record[key];
      if (typeof value === 'string' && /^(https?:|data:image\/)/.test(value)) return value;
      if (value && typeof value === 'object') return imageSource(value);
    }
  }
  return placeholderDataUrl(typeof input === 'string' && input ? input : 'image');
}

function humanise(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/_html$/, '').replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function cents(input: unknown): number {
  const value = typeof input === 'number' ? input : Number(input);
  return Number.isFinite(value) ? value : 0;
}

const money = (input: unknown) => `$${(cents(input) / 100).toFixed(2)}`;

function handleize(input: unknown): string {
  return String(input ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const shopifyFilters: Record<string, (this: unknown, input: unknown, ...args: FilterArg[]) => unknown> = {
  t: (input) => humanise(String(input ?? '')),
  image_url: (input) => imageSource(input),
  img_url: (input) => imageSource(input),
  product_img_url: (input) => imageSource(input),
  collection_img_url: (input) => imageSource(input),
  article_img_url: (input) => imageSource(input),
  image_tag: (input, ...args) => {
    const named = namedArgs(args);
    const alt = typeof named.alt === 'string' ? named.alt : '';
    const cls = typeof named.class === 'string' ? ` class="${escapeHtml(named.class)}"` : '';
    const src = typeof input === 'string' ? input : imageSource(input);
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${cls} loading="lazy">`;
  },
  img_tag: (input, alt) => `<img src="${escapeHtml(typeof input === 'string' ? input : imageSource(input))}" alt="${escapeHtml(String(alt ?? ''))}">`,
  placeholder_svg_tag: (input, cls) => placeholderSvg(String(input ?? 'image'), typeof cls === 'string' ? cls : ''),
  asset_url: () => '',
  asset_img_url: () => placeholderDataUrl(),
  file_url: () => '',
  file_img_url: () => placeholderDataUrl(),
  shopify_asset_url: () => '',
  global_asset_url: () => '',
  stylesheet_tag: () => '',
  script_tag: () => '',
  preload_tag: () => '',
  font_face: () => '',
  font_url: () => '',
  font_modify: (input) => input,
  inline_asset_content: () => '',
  payment_type_svg_tag: () => '',
  payment_type_img_url: () => '',
  payment_button: () => '',
  structured_data: () => '',
  metafield_tag: () => '',
  metafield_text: () => '',
  video_tag: () => '',
  external_video_tag: () => '',
  external_video_url: () => '',
  media_tag: () => '',
  model_viewer_tag: () => '',
  default_pagination: () => '',
  format_address: () => '',
  customer_login_link: (input) => `<a href="#">${escapeHtml(String(input ?? ''))}</a>`,
  link_to: (input, url) => `<a href="${escapeHtml(String(url ?? '#'))}">${escapeHtml(String(input ?? ''))}</a>`,
  within: (input) => input,
  url_for_type: () => '#',
  url_for_vendor: () => '#',
  handle: (input) => handleize(input),
  handleize: (input) => handleize(input),
  camelize: (input) => String(input ?? '').replace(/[-_\s]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')),
  pluralize: (input, singular, plural) => (cents(input) === 1 ? singular : plural),
  money: (input) => money(input),
  money_with_currency: (input) => `${money(input)} USD`,
  money_without_currency: (input) => (cents(input) / 100).toFixed(2),
  money_without_trailing_zeros: (input) => money(input).replace(/\.00$/, ''),
  weight_with_unit: (input) => `${(cents(input) / 1000).toFixed(2)} kg`,
  time_tag: (input) => {
    const date = new Date(String(input ?? ''));
    const text = Number.isNaN(date.getTime()) ? String(input ?? '') : date.toISOString().slice(0, 10);
    return `<time>${escapeHtml(text)}</time>`;
  },
  highlight: (input) => input,
  highlight_active_tag: (input) => input,
  hmac_sha1: () => '',
  hmac_sha256: () => '',
  md5: () => '',
  sha1: () => '',
  sha256: () => '',
};
