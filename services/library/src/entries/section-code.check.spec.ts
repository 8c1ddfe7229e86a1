import { AppException } from '@liquify/http';
import { SectionCodeCheck } from './section-code.check';

function refusal(code: string) {
  try {
    new SectionCodeCheck().assertSavable(code);
  } catch (err) {
    const e = err as AppException;
    return { status: e.status, code: e.code, message: e.message, details: e.details };
  }
  return null;
}

describe('SectionCodeCheck', () => {
  it('accepts valid Liquid with a valid schema', () => {
    expect(refusal('<div>{% if section.settings.show %}{{ section.settings.title }}{% endif %}</div>\n{% schema %}{"name":"Hero","settings":[{"type":"text","id":"title"}]}{% endschema %}')).toBeNull();
    expect(refusal('<p>Plain HTML is fine</p>')).toBeNull();
  });

  it('refuses empty or blank code', () => {
    expect(refusal('')).toEqual({ status: 400, code: 'SECTION_CODE_EMPTY', message: 'Section code cannot be empty', details: { line: null, reason: 'Section code cannot be empty' } });
    expect(refusal('  \n\t ')?.code).toBe('SECTION_CODE_EMPTY');
  });

  it('refuses an unclosed tag with its line and reason', () => {
    const answer = refusal('<div>\n<p>ok</p>\n{% if x %}unclosed');
    expect(answer).toMatchObject({ status: 400, code: 'INVALID_LIQUID', details: { line: 3, reason: expect.stringContaining('not closed') } });
    expect(answer!.message).toMatch(/^Invalid Liquid syntax at line 3: /);
  });

  it('refuses a schema that is not valid JSON, naming its line', () => {
    const answer = refusal('<div></div>\n{% schema %}\n{"name": "Hero",\n "settings": [}\n{% endschema %}');
    expect(answer).toMatchObject({ status: 400, code: 'INVALID_SECTION_SCHEMA', details: { line: 4 } });
  });
});
