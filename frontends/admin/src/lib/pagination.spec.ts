import { pageWindow, showingRange } from './pagination';

describe('pageWindow (7-button sliding window, doc 3 §9)', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5, 6, 7]],
    [4, 10, [1, 2, 3, 4, 5, 6, 7]],
    [5, 10, [2, 3, 4, 5, 6, 7, 8]],
    [9, 10, [4, 5, 6, 7, 8, 9, 10]],
    [10, 10, [4, 5, 6, 7, 8, 9, 10]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 10, [4, 5, 6, 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });

  it('shows no buttons when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('showingRange', () => {
  it('gives the first and last item of a page and the total', () => {
    expect(showingRange(1, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(showingRange(3, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
  });
  it('is 0 to 0 of 0 when there is nothing', () => {
    expect(showingRange(1, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
