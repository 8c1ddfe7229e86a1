import {
  clampCssLengthValue,
  formatCssLength,
  parseCssLength,
  sliderMaxFor,
  sliderPosition,
  withCssLengthValue,
} from './css-length.util';
import { CSS_LENGTH_MIN, SIZE_SLIDER_MAX, SPACING_SLIDER_MAX } from './template-engine.const';

describe('parseCssLength', () => {
  it.each([
    ['12px', { value: 12, unit: 'px' }],
    ['1.5rem', { value: 1.5, unit: 'rem' }],
    ['50%', { value: 50, unit: '%' }],
    [' 8 PX ', { value: 8, unit: 'px' }],
    ['.5em', { value: 0.5, unit: 'em' }],
    ['-4px', { value: -4, unit: 'px' }],
    ['12', { value: 12, unit: '' }],
  ])('parses "%s"', (text, expected) => {
    expect(parseCssLength(text)).toEqual(expected);
  });

  it.each(['auto', '', 'calc(100% - 10px)', '10px 20px', 'px'])(
    'gives null for "%s", which is not one length',
    (text) => {
      expect(parseCssLength(text)).toBeNull();
    },
  );
});

describe('formatCssLength', () => {
  it('joins value and unit', () => {
    expect(formatCssLength(12, 'px')).toBe('12px');
    expect(formatCssLength(1.5, 'rem')).toBe('1.5rem');
  });

  it('uses px when no unit is given', () => {
    expect(formatCssLength(3)).toBe('3px');
  });

  it('clamps values below the minimum 0', () => {
    expect(formatCssLength(-5, 'px')).toBe('0px');
    expect(formatCssLength(Number.NaN, 'rem')).toBe('0rem');
  });

  it('rounds float noise away', () => {
    expect(formatCssLength(0.1 + 0.2, 'rem')).toBe('0.3rem');
  });

  it('does not cap typed values at the slider maximum', () => {
    expect(formatCssLength(500, 'px')).toBe('500px');
  });
});

describe('slider bounds', () => {
  it('has minimum 0, spacing maximum 100 and size maximum 200 (spec doc 3 §2)', () => {
    expect([CSS_LENGTH_MIN, SPACING_SLIDER_MAX, SIZE_SLIDER_MAX]).toEqual([0, 100, 200]);
    expect(sliderMaxFor('spacing')).toBe(100);
    expect(sliderMaxFor('size')).toBe(200);
  });

  it('keeps the slider position within 0 and the maximum of the kind', () => {
    expect(sliderPosition(150, 'spacing')).toBe(100);
    expect(sliderPosition(150, 'size')).toBe(150);
    expect(sliderPosition(250, 'size')).toBe(200);
    expect(sliderPosition(-1, 'size')).toBe(0);
  });

  it('clamps only below: clampCssLengthValue(-1) is 0, clampCssLengthValue(7) is 7', () => {
    expect(clampCssLengthValue(-1)).toBe(0);
    expect(clampCssLengthValue(7)).toBe(7);
  });
});

describe('withCssLengthValue', () => {
  it('keeps the unit of the current value', () => {
    expect(withCssLengthValue('12rem', 3)).toBe('3rem');
    expect(withCssLengthValue('50%', 75)).toBe('75%');
  });

  it('takes the fallback unit when the current value has none or cannot be read', () => {
    expect(withCssLengthValue('12', 3)).toBe('3px');
    expect(withCssLengthValue('auto', 3, 'em')).toBe('3em');
  });
});
