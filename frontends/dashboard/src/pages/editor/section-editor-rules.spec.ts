import { codeStats, resetCode, savedCodeProblem, sectionChanged, sectionCodeProblem, sectionSaveBody } from './section-editor-rules';

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

describe('section code problems (issue 24 item 5)', () => {
  it('refuses empty or blank code before asking the server', () => {
    expect(sectionCodeProblem('')).toBe('Section code cannot be empty');
    expect(sectionCodeProblem(' \n\t')).toBe('Section code cannot be empty');
    expect(sectionCodeProblem('<div></div>')).toBeNull();
  });
  it("reads the line and reason of the server's refusal", () => {
    expect(savedCodeProblem({ success: false, error: 'Invalid Liquid syntax at line 3: tag {% if x %} not closed', details: { line: 3, reason: 'tag {% if x %} not closed' } })).toEqual({
      line: 3,
      reason: 'tag {% if x %} not closed',
      message: 'Invalid Liquid syntax at line 3: tag {% if x %} not closed',
    });
    expect(savedCodeProblem({ error: 'x', details: { line: null, reason: 'Section code cannot be empty' } })).toEqual({ line: null, reason: 'Section code cannot be empty', message: 'x' });
  });
  it('is null for failures without a reason (validation lists, network)', () => {
    expect(savedCodeProblem({ error: 'Validation failed', details: [{ field: 'title', message: 'x' }] })).toBeNull();
    expect(savedCodeProblem(undefined)).toBeNull();
    expect(savedCodeProblem('oops')).toBeNull();
  });
});
