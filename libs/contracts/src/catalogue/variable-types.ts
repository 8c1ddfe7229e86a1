/**
 * Every type a module variable may have (spec doc 3, §3 "Module variable"), in the order of the spec's type
 * set. A fact of the wire format: the template engine (libs/template-engine) and the forms read it from here.
 */
export const VARIABLE_TYPES = ['text', 'color', 'image', 'size', 'spacing', 'number', 'boolean', 'select', 'url', 'email', 'tel', 'date'] as const;

export type VariableType = (typeof VARIABLE_TYPES)[number];
