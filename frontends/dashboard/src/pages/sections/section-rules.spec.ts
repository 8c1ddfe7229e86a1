import { createCatalogueSearch } from '../../search/catalogue-search';
import { loadSearchEngine } from '../../search/search-engine';
import { categoryLabel, groupSections, isSectionLocked, settingTypeLabel } from './section-rules';

// The search engine loads on its own (search-engine.ts); these cases search once it is here.
beforeAll(() => loadSearchEngine());

const s = (id: string, title: string, category: string, extra: object = {}) => ({ _id: id, slug: id, title, description: '', category, ...extra });

describe('sections library rules (doc 2 §2)', () => {
  it('groups by category, categories and titles sorted', () => {
    const groups = groupSections(createCatalogueSearch([s('1', 'Zeta', 'hero'), s('2', 'Alpha', 'hero'), s('3', 'Mid', 'footer')]), '')!;
    expect(groups.map((g) => g.category)).toEqual(['footer', 'hero']);
    expect(groups[1].sections.map((x) => x.title)).toEqual(['Alpha', 'Zeta']);
  });
  it('keeps only the sections matching the search, case-insensitively', () => {
    expect(groupSections(createCatalogueSearch([s('1', 'Hero Banner', 'hero'), s('2', 'Footer', 'footer')]), 'BANNER')).toEqual([{ category: 'hero', sections: [expect.objectContaining({ _id: '1' })] }]);
  });
  it('searches with the shared rule (tags, hyphens, one typo), best match first', () => {
    const index = createCatalogueSearch([
      s('1', 'Footer Links', 'footer', { description: 'Links with a newsletter pop-up.' }),
      s('2', 'Newsletter Pop-up', 'form'),
      s('3', 'Hero', 'hero', { tags: ['popup'] }),
    ]);
    expect(groupSections(index, 'popup')!.map((g) => [g.category, g.sections.map((x) => x._id)])).toEqual([
      ['form', ['2']],
      ['hero', ['3']],
      ['footer', ['1']],
    ]);
    expect(groupSections(index, 'newsleter')!.flatMap((g) => g.sections.map((x) => x._id))).toEqual(['2', '1']);
  });
  it("locks draft or archived sections and those the plan doesn't allow", () => {
    const allowed = new Set(['1', '2', '3']);
    expect(isSectionLocked(s('1', 'a', 'x', { status: 'published' }), allowed)).toBe(false);
    expect(isSectionLocked(s('2', 'a', 'x', { status: 'draft' }), allowed)).toBe(true);
    expect(isSectionLocked(s('3', 'a', 'x', { status: 'archived' }), allowed)).toBe(true);
    expect(isSectionLocked(s('4', 'a', 'x', { status: 'published' }), allowed)).toBe(true);
  });
  it('labels categories readably', () => {
    expect(categoryLabel('announcement-bar')).toBe('Announcement Bar');
    expect(categoryLabel('faq-accordion')).toBe('FAQ Accordion');
    expect(categoryLabel('cta')).toBe('CTA');
  });
});

describe("a setting's type as a label (issue #24 item 9)", () => {
  it.each([
    ['image_picker', 'Image'],
    ['color_scheme', 'Colour scheme'],
    ['richtext', 'Rich text'],
    ['range', 'Slider'],
    ['text', 'Text'],
    ['some_new_type', 'Some new type'],
    [undefined, ''],
  ])('%p reads %p', (type, label) => {
    expect(settingTypeLabel(type)).toBe(label);
  });
});
