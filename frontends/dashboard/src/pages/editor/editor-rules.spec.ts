import { displayToken, effectiveValue, InvalidSnippetResponse, resolveInlineEdit, snippetErrorMessage, valuesChanged } from './editor-rules';

describe('module editor rules (doc 2 §2, §4, §5, §8)', () => {
  it('an empty or unchanged title just closes the editor; anything else is saved trimmed', () => {
    expect(resolveInlineEdit('Hero', '   ')).toEqual({ kind: 'close' });
    expect(resolveInlineEdit('Hero', ' Hero ')).toEqual({ kind: 'close' });
    expect(resolveInlineEdit('Hero', '  New hero ')).toEqual({ kind: 'save', value: 'New hero' });
  });
  it('shows the token truncated to its first 30 characters', () => {
    const token = `lq_${'a'.repeat(43)}`;
    expect(displayToken(token)).toBe(`${token.slice(0, 30)}...`);
    expect(displayToken('short')).toBe('short');
  });
  it('shows the custom value, else the default', () => {
    const v = { name: 'color', defaultValue: '#000000' };
    expect(effectiveValue({}, v)).toBe('#000000');
    expect(effectiveValue({ color: '' }, v)).toBe('#000000');
    expect(effectiveValue({ color: '#ff0000' }, v)).toBe('#ff0000');
  });
  it('detects changed values', () => {
    expect(valuesChanged({ a: '1' }, { a: '1' })).toBe(false);
    expect(valuesChanged({}, { a: null })).toBe(false);
    expect(valuesChanged({ a: '1' }, { a: '2' })).toBe(true);
  });
  it("words snippet failures as the spec's catalogue does", () => {
    expect(snippetErrorMessage({ status: 403, serverMessage: 'You do not have access to this module.' })).toBe('You do not have access to this module.');
    expect(snippetErrorMessage({ status: 502 })).toBe('HTTP 502: Unable to generate remote snippet');
    expect(snippetErrorMessage(new InvalidSnippetResponse())).toBe('Invalid response from server');
    expect(snippetErrorMessage(new Error('offline'))).toBe('Failed to generate secure remote snippet');
  });
});
