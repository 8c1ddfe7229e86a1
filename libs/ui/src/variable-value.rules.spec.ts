import { allVariableValuesValid, listProblem, listShapeOf, variableValueProblem } from './variable-value.rules';

const tiers = { type: 'text', defaultValue: '1:Single:0|2:Pair:10|3:Trio:15' };
const sizes = { type: 'text', defaultValue: 'XS:31-33|S:34-36|M:37-39' };
const messages = { type: 'text', defaultValue: 'Free shipping over $75|New collection' };
const distribution = { type: 'text', defaultValue: '82,12,4,1,1' };

describe('listShapeOf', () => {
  it('reads "|" lists with ":" parts, numbers and ranges', () => {
    expect(listShapeOf(tiers.defaultValue)).toEqual({ separator: '|', parts: ['number', 'text', 'number'], example: '1:Single:0' });
    expect(listShapeOf(sizes.defaultValue)).toEqual({ separator: '|', parts: ['text', 'range'], example: 'XS:31-33' });
    expect(listShapeOf(messages.defaultValue)).toEqual({ separator: '|', parts: ['text'], example: 'Free shipping over $75' });
  });
  it('reads comma-separated numbers with their count', () => {
    expect(listShapeOf(distribution.defaultValue)).toEqual({ separator: ',', count: 5, example: '82,12,4,1,1' });
  });
  it('is null for plain text and for defaults that are not a regular list', () => {
    for (const value of [undefined, '', 'Hello, world', 'Take 10% off', 'a:b|c', 'a||b']) expect(listShapeOf(value)).toBeNull();
  });
});

describe('listProblem / text variables', () => {
  it('accepts values of the same shape, spaces around separators included', () => {
    expect(variableValueProblem(tiers, '1:One:0 | 4:Four:20')).toBeNull();
    expect(variableValueProblem(sizes, 'S:34-36|M: 37 - 39')).toBeNull();
    expect(variableValueProblem(distribution, '70, 20, 5, 3, 2')).toBeNull();
    expect(variableValueProblem(messages, 'Only one message')).toBeNull();
  });
  it('names the item and what it needs', () => {
    expect(variableValueProblem(tiers, '1:Single:0|2:Pair')).toBe('Item 2 ("2:Pair") needs 3 parts separated by ":", like "1:Single:0".');
    expect(variableValueProblem(tiers, '1:Single:0|two:Pair:10')).toBe('Item 2 ("two:Pair:10"): part 1 should be a number, like "1:Single:0".');
    expect(variableValueProblem(sizes, 'XS:31')).toBe('Item 1 ("XS:31"): part 2 should be a range such as 31-33, like "XS:31-33".');
    expect(variableValueProblem(tiers, '1:Single:0|')).toBe('Item 2 is empty: remove the extra "|".');
    expect(variableValueProblem(tiers, '  ')).toBe('Enter at least one item, like "1:Single:0".');
    expect(variableValueProblem(tiers, '1::0')).toBe('Item 1 ("1::0"): part 2 should be some text, like "1:Single:0".');
    expect(variableValueProblem(messages, 'a|b:c')).toBe('Item 2 ("b:c") must not contain ":".');
  });
  it('wants the same count of numbers in a comma list', () => {
    expect(variableValueProblem(distribution, '82,12,4')).toBe('Enter 5 numbers separated by commas, like "82,12,4,1,1".');
    expect(listProblem({ separator: ',', count: 2, example: '1,2' }, '1,x')).toBe('Enter 2 numbers separated by commas, like "1,2".');
  });
  it('leaves plain text alone', () => {
    expect(variableValueProblem({ type: 'text', defaultValue: 'Hello' }, '')).toBeNull();
    expect(variableValueProblem({ type: 'text' }, 'a|b:c')).toBeNull();
  });
});

describe('typed values', () => {
  it.each([
    ['color', '#3b82f6', null],
    ['color', '#fff', null],
    ['color', 'rgb(1, 2, 3)', null],
    ['color', '#3b82f', 'Enter a colour as # and 6 hex digits, like #3b82f6.'],
    ['color', 'blue-ish', 'Enter a colour as # and 6 hex digits, like #3b82f6.'],
    ['number', '4.8', null],
    ['number', '-2', null],
    ['number', '', 'Enter a number, like 4.8.'],
    ['number', '4,8', 'Enter a number, like 4.8.'],
    ['size', '16px', null],
    ['size', 'big', 'Enter a length, like 16px.'],
    ['url', '', null],
    ['url', 'https://shop.example.com/sale', null],
    ['url', '/collections/all', null],
    ['url', 'shop dot com', 'Enter a full address starting with https://'],
    ['url', 'javascript:alert(1)', 'Enter a full address starting with https://'],
    ['image', 'https://cdn.example.com/a.png', null],
    ['email', 'ada@example.com', null],
    ['email', 'ada@', 'Enter an email address, like name@example.com.'],
    ['date', '2026-12-31', null],
    ['date', '31/12/2026', 'Enter a date, like 2026-12-31.'],
    ['select', 'anything', null],
    ['boolean', 'true', null],
  ])('%s %j', (type, value, problem) => {
    expect(variableValueProblem({ type }, value)).toBe(problem);
  });
});

describe('allVariableValuesValid', () => {
  it('is false as soon as one value is wrong', () => {
    const variables = [{ type: 'number' }, tiers];
    expect(allVariableValuesValid(variables, (v) => (v === tiers ? '1:a:0' : '3'))).toBe(true);
    expect(allVariableValuesValid(variables, (v) => (v === tiers ? '1:a' : '3'))).toBe(false);
  });
});
