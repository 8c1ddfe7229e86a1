import { clampPreviewScroll, scrollPreviewBy } from './preview-scroll';

describe('clampPreviewScroll', () => {
  it.each([
    [-50, 0],
    [0, 0],
    [420, 420],
    [1000, 1000],
    [1001, 1000],
    [Infinity, 1000],
    [-Infinity, 0],
    [NaN, 0],
  ])('keeps %p inside 0..1000 as %p', (input, expected) => {
    expect(clampPreviewScroll(input)).toBe(expected);
  });
});

describe('scrollPreviewBy', () => {
  it('moves by the wheel or touch delta and stops at both ends', () => {
    expect(scrollPreviewBy(100, 120)).toBe(220);
    expect(scrollPreviewBy(950, 120)).toBe(1000);
    expect(scrollPreviewBy(30, -120)).toBe(0);
  });

  it('ignores a delta that is not a number', () => {
    expect(scrollPreviewBy(300, NaN)).toBe(300);
  });
});
