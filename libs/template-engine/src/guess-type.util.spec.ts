import { guessTypeFromName, guessTypeFromValue } from './guess-type.util';

describe('guessTypeFromName', () => {
  it.each([
    ['color', 'color'],
    ['bg', 'color'],
    ['background', 'color'],
    ['url', 'url'],
    ['link', 'url'],
    ['href', 'url'],
    ['image', 'image'],
    ['price', 'number'],
    ['count', 'number'],
    ['size', 'size'],
    ['email', 'email'],
    ['phone', 'tel'],
    ['date', 'date'],
  ] as const)('maps the spec keyword "%s" to %s', (name, type) => {
    expect(guessTypeFromName(name)).toBe(type);
  });

  it.each([
    ['button_color', 'color'],
    ['buttonColor', 'color'],
    ['hero-bg', 'color'],
    ['BackgroundColor', 'color'],
    ['cta_link', 'url'],
    ['logoURL', 'url'],
    ['product_price', 'number'],
    ['itemCount', 'number'],
    ['font_size', 'size'],
    ['contact_email', 'email'],
    ['support_phone', 'tel'],
    ['launch_date', 'date'],
  ] as const)('finds the keyword as a word of "%s" (snake, kebab or camel case) -> %s', (name, type) => {
    expect(guessTypeFromName(name)).toBe(type);
  });

  it.each([
    ['bgcolor', 'color'],
    ['fontsize', 'size'],
    ['heroimage', 'image'],
    ['logourl', 'url'],
  ] as const)('recognises a visual keyword glued at the end of "%s" -> %s', (name, type) => {
    expect(guessTypeFromName(name)).toBe(type);
  });

  it.each([
    ['images', 'image'],
    ['colors', 'color'],
    ['prices', 'number'],
  ] as const)('counts plurals: "%s" -> %s', (name, type) => {
    expect(guessTypeFromName(name)).toBe(type);
  });

  it.each(['country', 'update', 'discount_label', 'candidate', 'title', 'headline', 'description'])(
    'gives text to "%s", whose keyword-like letters are not a keyword word',
    (name) => {
      expect(guessTypeFromName(name)).toBe('text');
    },
  );

  it.each([
    ['bg_image', 'image'],
    ['background_image', 'image'],
    ['link_color', 'color'],
    ['image_size', 'size'],
    ['image_url', 'url'],
    ['price_color', 'color'],
    ['image_count', 'number'],
    ['backgroundColor', 'color'],
  ] as const)('lets the last keyword word win (head of the compound): "%s" -> %s', (name, type) => {
    expect(guessTypeFromName(name)).toBe(type);
  });

  it('gives text to names in other scripts and to emoji', () => {
    expect(guessTypeFromName('标题')).toBe('text');
    expect(guessTypeFromName('عنوان')).toBe('text');
    expect(guessTypeFromName('🎉')).toBe('text');
    expect(guessTypeFromName('')).toBe('text');
  });
});

describe('guessTypeFromValue', () => {
  it.each([
    '#fff',
    '#FF0000',
    '  #123456  ',
    'rgb(0, 0, 0)',
    'rgba(0,0,0,.5)',
    'RGB(1,2,3)',
    'currentColor',
    'color: red',
  ])('gives color when "%s" starts with # or contains rgb or color', (value) => {
    expect(guessTypeFromValue(value)).toBe('color');
  });

  it.each(['10px', '1.5rem', '100%', '12 px', 'calc(100% - 10px)'])(
    'gives size when "%s" has px, rem or % after a number',
    (value) => {
      expect(guessTypeFromValue(value)).toBe('size');
    },
  );

  it.each(['Lorem ipsum dolor', 'Premium quality', 'px'])(
    'gives text to "%s": px or rem inside a word is not a size',
    (value) => {
      expect(guessTypeFromValue(value)).toBe('text');
    },
  );

  it.each([
    'hero.jpg',
    'https://cdn.shopify.com/files/logo.PNG?v=3',
    '/icons/cart.svg',
    'photo.jpeg',
    'banner.webp',
    'anim.gif',
  ])('gives image when "%s" contains an image extension', (value) => {
    expect(guessTypeFromValue(value)).toBe('image');
  });

  it.each(['42', '-3', '3.14', '.5', ' 7 '])('gives number when "%s" is numeric', (value) => {
    expect(guessTypeFromValue(value)).toBe('number');
  });

  it.each(['Shop now', '', '1,000', '12abc', 'https://example.com'])('gives text to "%s"', (value) => {
    expect(guessTypeFromValue(value)).toBe('text');
  });

  it('applies the spec order: color before size before image before number', () => {
    expect(guessTypeFromValue('#10px')).toBe('color');
    expect(guessTypeFromValue('rgb(0,0,0) 10px')).toBe('color');
    expect(guessTypeFromValue('hero_1200px.jpg')).toBe('size');
    expect(guessTypeFromValue('100.png')).toBe('image');
  });
});
