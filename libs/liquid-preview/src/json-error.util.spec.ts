import { jsonProblem } from './json-error.util';

describe('jsonProblem (where a JSON text stops being valid)', () => {
  it.each(['{}', '[]', '{"a":[1,-2.5e3,true,false,null,"x\\n\\u00e9"]}', ' \n {"nested":{"deep":[{}]}} \n', '"text"', '0'])('answers nothing for valid %j', (text) => {
    expect(jsonProblem(text)).toBeUndefined();
    expect(() => JSON.parse(text)).not.toThrow();
  });

  it.each([
    ['{ "name": }', 10, 'unexpected "}"'],
    ['{"a": 1,}', 8, 'trailing comma before "}"'],
    ['[1, 2,]', 6, 'trailing comma before "]"'],
    ["{'a': 1}", 1, 'expected a property name but found "\'"'],
    ['{"a" 1}', 5, 'expected ":" but found "1"'],
    ['{"a": 1', 7, 'expected "}" but found the end of the JSON'],
    ['{"a": "x}', 9, 'unterminated string'],
    ['{"a": 01}', 7, 'expected "}" but found "1"'],
    ['{"a": tru}', 6, 'unexpected "t"'],
    ['{} {}', 3, 'unexpected "{" after the JSON value'],
    ['', 0, 'unexpected the end of the JSON'],
  ])('finds the problem in %j at offset %i', (text, offset, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonProblem(text)).toEqual({ offset, reason });
  });

  it('stops at 500 levels of nesting instead of overflowing the stack', () => {
    expect(jsonProblem('['.repeat(10_000) + ']'.repeat(10_000))).toEqual({ offset: 501, reason: 'nested too deeply' });
  });
});
