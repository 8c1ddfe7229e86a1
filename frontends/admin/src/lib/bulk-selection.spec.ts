import { bulkFailures, pageSelection, toggled, toggledPage } from './bulk-selection';

describe('bulk selection', () => {
  it('ticks and unticks one row', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('select-all ticks the whole page, or clears it when it was all ticked, keeping other pages', () => {
    expect([...toggledPage(new Set(['x']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggledPage(new Set(['x', 'a', 'b']), ['a', 'b'])]).toEqual(['x']);
    expect([...toggledPage(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
  });

  it('tells none, some or all of the page', () => {
    expect(pageSelection(new Set(), ['a', 'b'])).toBe('none');
    expect(pageSelection(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['a', 'b', 'c']), ['a', 'b'])).toBe('all');
  });

  it('lists each refused row with its reason, or nothing when all went through', () => {
    const names: Record<string, string> = { u1: 'ann@x.test' };
    const answer = {
      message: '1 of 2 deleted; 1 refused',
      data: { succeeded: 1, failed: 1, results: [{ id: 'u1', ok: false, status: 400, error: 'You cannot delete your own account' }, { id: 'u2', ok: true }] },
    };
    expect(bulkFailures(answer, (id) => names[id])).toBe('1 of 2 deleted; 1 refused: ann@x.test (You cannot delete your own account)');
    expect(bulkFailures({ message: '2 deleted', data: { succeeded: 2, failed: 0, results: [] } }, () => undefined)).toBeNull();
  });
});
