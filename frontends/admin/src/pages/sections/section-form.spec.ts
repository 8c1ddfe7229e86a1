import { formResult } from '../../testing/form-schema';
import { CUSTOM_CATEGORY, EMPTY_SECTION_FORM, sectionFormSchema } from './section-form';

describe("the section form's schema (the catalogue contract's, doc 3 §5)", () => {
  it('requires title, description, slug and code with the spec messages', () => {
    expect(formResult(sectionFormSchema, EMPTY_SECTION_FORM).errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      slug: 'Slug is required',
      code: 'Code is required',
    });
  });

  it("checks the custom category as it is sent: 'Category is required' when none is typed, else trimmed and lower-cased", () => {
    const filled = { ...EMPTY_SECTION_FORM, title: 'Hero', description: 'Banner', slug: 'hero', code: '<div></div>', category: CUSTOM_CATEGORY };
    expect(formResult(sectionFormSchema, filled).errors).toEqual({ category: 'Category is required' });
    expect(formResult(sectionFormSchema, { ...filled, customCategory: '  Seasonal DEALS ' }).payload?.category).toBe('seasonal deals');
  });
});
