import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sectionFileWithDefaults, themeBundleFiles, type BundleEntry } from '@liquify/liquid-preview';
import { formatOffenses, runThemeCheckOnFiles, themeCheckErrors } from './theme-check';

/**
 * Issue 24 items 12 and 13: what the library hands out passes Shopify's theme-check — a section file with the
 * customer's settings as defaults, and a store's theme bundle (sections, module snippets and their sections, the
 * page template) built from every seed section and a module whose code looks like Liquid.
 */
const SEED = join(__dirname, '../../../services/catalogue/seed/sections');
const seedSections = readdirSync(SEED)
  .filter((f) => f.endsWith('.liquid'))
  .sort()
  .map((f): BundleEntry => ({ kind: 'section', slug: f.replace(/\.liquid$/, ''), title: f, code: readFileSync(join(SEED, f), 'utf8'), customValues: {} }));

const MODULE_CODE = '<div class="promo">Sale</div><style>.promo{color:red}</style><script>const t = `{{ x }}`; if (a) { b(); } /* {% endraw %} */</script>';

describe('theme-check on what the library hands out', () => {
  it('passes on a section file with the customer settings as defaults', async () => {
    const hero = seedSections.find((s) => s.slug.startsWith('contact-channels'))!;
    const file = sectionFileWithDefaults(hero.code, { heading: 'Talk to us', accent_color: '#123456', padding_top: 40 }, hero.title);
    const errors = themeCheckErrors(await runThemeCheckOnFiles({ 'sections/contact-channels.liquid': file }));
    expect(formatOffenses(errors)).toBe('');
  }, 120_000);

  it('passes on a theme bundle of every seed section and modules', async () => {
    const { files } = themeBundleFiles('Summer Shop', [
      { kind: 'module', slug: 'promo', title: 'Promo banner', code: MODULE_CODE, customValues: {} },
      ...seedSections,
      { kind: 'module', slug: 'badge', title: 'Trust badge', code: '<p>Trusted</p>', customValues: {} },
    ]);
    const errors = themeCheckErrors(await runThemeCheckOnFiles(files));
    expect(formatOffenses(errors)).toBe('');
  }, 180_000);

  it('reports a bundle whose template names a section that is not there (the check can fail)', async () => {
    const { files } = themeBundleFiles('Shop', [{ kind: 'module', slug: 'promo', title: 'Promo', code: '<p>x</p>', customValues: {} }]);
    files.delete('sections/liquify-module-promo.liquid');
    const errors = themeCheckErrors(await runThemeCheckOnFiles(files));
    expect(errors.map((e) => e.path)).toContain('templates/page.liquify-shop.json');
  }, 120_000);
});
