/** Why an editor operation refused to change a template. */
export const VariableEditErrorCode = {
  /** The variable to change is not among the template's variables. */
  UnknownVariable: 'unknown_variable',
  /** The new name cannot be written as a `${name}` placeholder that extraction would find again. */
  InvalidName: 'invalid_name',
  /** Another variable already has the new name. */
  NameTaken: 'name_taken',
} as const;
export type VariableEditErrorCode = (typeof VariableEditErrorCode)[keyof typeof VariableEditErrorCode];

/** The one error type of the template engine. */
export class VariableEditError extends Error {
  constructor(
    readonly code: VariableEditErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'VariableEditError';
  }
}
