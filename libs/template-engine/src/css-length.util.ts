import {
  CSS_LENGTH_MIN,
  DEFAULT_CSS_UNIT,
  SIZE_SLIDER_MAX,
  SPACING_SLIDER_MAX,
} from './template-engine.const';

/** A CSS length split into number and unit (`''` when unitless). */
export interface CssLength {
  value: number;
  unit: string;
}

/** The two length editors of the variable panel. */
export type CssLengthKind = 'size' | 'spacing';

const CSS_LENGTH = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*([a-z]+|%)?\s*$/i;

/** `'12px'` -> `{ value: 12, unit: 'px' }`, `'1.5rem'`, `'50%'`, `'12'` (unit `''`); `null` for `auto`, `calc(...)`, `''`. */
export function parseCssLength(text: string): CssLength | null {
  const match = CSS_LENGTH.exec(String(text ?? ''));
  if (!match) return null;
  return { value: Number(match[1]), unit: (match[2] ?? '').toLowerCase() };
}

/** A length value as the editors accept it: at least CSS_LENGTH_MIN (0); NaN becomes 0. */
export function clampCssLengthValue(value: number): number {
  if (Number.isNaN(value) || value < CSS_LENGTH_MIN) return CSS_LENGTH_MIN;
  return value;
}

/** `formatCssLength(12, 'px')` -> `'12px'`; clamped at 0 and rounded to 4 decimals (no `0.30000000000000004px`). */
export function formatCssLength(value: number, unit: string = DEFAULT_CSS_UNIT): string {
  const clamped = clampCssLengthValue(value);
  const rounded = Number.isFinite(clamped) ? Math.round(clamped * 10_000) / 10_000 : clamped;
  return `${rounded}${unit}`;
}

/** Upper bound of the slider: 100 for spacing, 200 for size (spec doc 3 §2). Typed values may go beyond. */
export function sliderMaxFor(kind: CssLengthKind): number {
  return kind === 'spacing' ? SPACING_SLIDER_MAX : SIZE_SLIDER_MAX;
}

/** Slider position for a value: within 0 and the slider maximum of the kind. */
export function sliderPosition(value: number, kind: CssLengthKind): number {
  return Math.min(clampCssLengthValue(value), sliderMaxFor(kind));
}

/**
 * The editors keep the unit (spec doc 3 §2): `withCssLengthValue('12rem', 3)` -> `'3rem'`. A unitless or
 * unreadable current value takes `fallbackUnit`.
 */
export function withCssLengthValue(
  current: string,
  value: number,
  fallbackUnit: string = DEFAULT_CSS_UNIT,
): string {
  const unit = parseCssLength(current)?.unit || fallbackUnit;
  return formatCssLength(value, unit);
}
