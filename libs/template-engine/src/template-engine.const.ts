import type { VariableType } from './template-engine.types';

/** All variable types, in the order of the spec's type set (declared once, in libs/contracts). */
export { VARIABLE_TYPES } from '@liquify/contracts/rules';

/** The types offered by the admin module editor, with their French labels (spec doc 3, §3). */
export const MODULE_EDITOR_VARIABLE_TYPES: ReadonlyArray<{ type: VariableType; label: string }> = [
  { type: 'text', label: 'Texte' },
  { type: 'color', label: 'Couleur' },
  { type: 'image', label: 'Image' },
  { type: 'size', label: 'Taille' },
  { type: 'spacing', label: 'Espacement' },
  { type: 'number', label: 'Nombre' },
  { type: 'boolean', label: 'Booléen' },
  { type: 'select', label: 'Liste' },
];

/** Variable modal validation message (spec doc 3, §5 and §8). */
export const VARIABLE_REQUIRED_MESSAGE = 'Nom et libellé requis';

/** Name given to a variable whose selection holds no letter or digit. */
export const FALLBACK_VARIABLE_NAME = 'variable';

/** Generated variable names are cut to this many characters (the label keeps the full text). */
export const MAX_GENERATED_NAME_LENGTH = 40;

/** The "make a variable" button shows at most this many characters of the selection (spec doc 3, §2). */
export const SELECTION_LABEL_MAX_LENGTH = 20;

/** Labels generated from a selection are cut to this many characters. */
export const MAX_GENERATED_LABEL_LENGTH = 40;

/** The variable editor shows a character count above this many characters (spec doc 3, §2 and §9). */
export const CHARACTER_COUNT_THRESHOLD = 20;

/** Size and spacing editors: lowest value, and the slider's upper bound per type (spec doc 3, §2). */
export const CSS_LENGTH_MIN = 0;
export const SPACING_SLIDER_MAX = 100;
export const SIZE_SLIDER_MAX = 200;
/** Unit used when a length has none. */
export const DEFAULT_CSS_UNIT = 'px';

/** Preview zoom bounds and the factor applied per zoom-out / zoom-in step (spec doc 3, §2 and §9). */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_DEFAULT = 1;
export const ZOOM_OUT_FACTOR = 0.95;
export const ZOOM_IN_FACTOR = 1.05;

/** Preview device frames (spec doc 2 §2 and doc 3 §2). Desktop is full size. */
export const DEVICE_FRAMES = {
  mobile: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
} as const;

/** The variable editor's quick palette: 8 colour swatches (spec doc 3, §2). */
export const PALETTE: readonly string[] = [
  '#000000',
  '#ffffff',
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#3b82f6',
  '#6366f1',
];
