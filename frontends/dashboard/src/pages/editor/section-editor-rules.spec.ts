import { codeStats, resetCode, sectionChanged, sectionSaveBody } from './section-editor-rules';

describe('section editor rules (doc 2 §4, §5)', () => {
  const saved = { title: 'Hero', code: '<div>a</div>' };
  it("is 'changed' when the title or the code differs from the saved values", () => {
    expect(sectionChanged(saved, { ...saved })).toBe(false);
    expect(sectionChanged(saved, { ...saved, title: 'Hero 2' })).toBe(true);
    expect(sectionChanged(saved, { ...saved, code: '<div>b</div>' })).toBe(true);
  });
  it('saves title and code trimmed, never an empty title', () => {
    expect(sectionSaveBody({ title: '  Hero ', code: '\n<div/>\n' })).toEqual({ title: 'Hero', code: '<div/>' });
    expect(sectionSaveBody({ title: '   ', code: 'x' })).toBeNull();
  });
  it('resets to the original template code when there is one', () => {
    expect(resetCode('mine', 'original')).toBe('original');
    expect(resetCode('mine', '')).toBe('mine');
  });
  it('counts characters and lines', () => {
    expect(codeStats('ab\ncd\n')).toEqual({ characters: 6, lines: 3 });
    expect(codeStats('')).toEqual({ characters: 0, lines: 1 });
  });
});
