/** The per-type variable editors live in @liquify/ui (shared with the admin module editor). */
export { VariableField, type VariableFieldProps } from '@liquify/ui';
