import type { VariableType } from './template-engine.types';

/** Name keywords and the type they suggest (spec doc 3 §5 "Template engine"), plus `colour`, `img`, `tel`. */
const NAME_KEYWORDS: ReadonlyMap<string, VariableType> = new Map<string, VariableType>([
  ['color', 'color'],
  ['colour', 'color'],
  ['bg', 'color'],
  ['background', 'color'],
  ['url', 'url'],
  ['link', 'url'],
  ['href', 'url'],
  ['image', 'image'],
  ['img', 'image'],
  ['price', 'number'],
  ['count', 'number'],
  ['size', 'size'],
  ['email', 'email'],
  ['phone', 'tel'],
  ['tel', 'tel'],
  ['date', 'date'],
]);

/**
 * Keywords also recognised at the end of a glued word (`bgcolor`, `fontsize`, `heroimage`, `logourl`).
 * `date`, `count`, `price`, `email`, `phone` are left out: `update`, `discount`, `country` are not dates or numbers.
 */
const GLUED_SUFFIX_KEYWORDS = ['colour', 'color', 'background', 'image', 'size', 'url', 'link', 'href'];

/** Splits a name into lowercase words: `heroImageURL_2` -> hero, image, url, 2. */
function nameWords(name: string): string[] {
  const words = name.match(/\p{Lu}?[\p{Ll}\p{M}]+|\p{Lu}+(?![\p{Ll}\p{M}])|\p{N}+|[\p{L}\p{M}]+/gu) ?? [];
  return words.map((word) => word.toLowerCase());
}

function typeOfWord(word: string): VariableType | undefined {
  const exact =
    NAME_KEYWORDS.get(word) ?? (word.endsWith('s') ? NAME_KEYWORDS.get(word.slice(0, -1)) : undefined);
  if (exact) return exact;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const suffix = GLUED_SUFFIX_KEYWORDS.find((keyword) => singular.endsWith(keyword));
  return suffix ? NAME_KEYWORDS.get(suffix) : undefined;
}

/**
 * Type suggested by a variable name (spec doc 3 §5): color, bg, background -> color; url, link,
 * href -> url; image -> image; price, count -> number; size -> size; email -> email; phone -> tel;
 * date -> date; otherwise text.
 *
 * Keywords are matched as words (split on `_`, `-`, camelCase and digits; plurals count), so
 * `country` is not a count and `update` is not a date. When several words carry a keyword the
 * LAST one wins, as the head of an English compound comes last: `bg_image` is an image,
 * `link_color` a colour, `image_size` a size, `image_url` a url.
 */
export function guessTypeFromName(name: string): VariableType {
  const words = nameWords(name);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const type = typeOfWord(words[index]);
    if (type) return type;
  }
  return 'text';
}

const CSS_LENGTH_IN_TEXT = /\d\s*(?:px|rem|%)/;
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg', '.gif', '.webp', '.avif'];
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Type suggested by a selected value (spec doc 3 §5 "Auto-variable from selection"), first rule wins:
 * color if it starts with `#` or contains `rgb` or `color`; size if it contains px, rem or %;
 * image if it contains .jpg, .png or .svg; number if numeric; otherwise text.
 *
 * Refinements, so ordinary words are not misread: px, rem and % count only right after a digit
 * (`10px`, `1.5rem`, `100%`; not "Lorem ipsum" or "Premium"); .jpeg, .gif, .webp and .avif count as
 * images too. Matching ignores case and surrounding whitespace.
 */
export function guessTypeFromValue(value: string): VariableType {
  const text = String(value ?? '').trim();
  const lower = text.toLowerCase();
  if (lower.startsWith('#') || lower.includes('rgb') || lower.includes('color')) return 'color';
  if (CSS_LENGTH_IN_TEXT.test(lower)) return 'size';
  if (IMAGE_EXTENSIONS.some((extension) => lower.includes(extension))) return 'image';
  if (NUMERIC.test(text)) return 'number';
  return 'text';
}
