/**
 * What a failed catalogue save tells the editors (issue #25 items 2 and 3): the message to show, whether
 * someone else saved the item meanwhile (409 EDIT_CONFLICT, offered as Reload / Overwrite), and for
 * code the server refused (invalid Liquid or section schema) the line and the reason, shown next to the code.
 */
import { ApiError } from '@liquify/api-client';

export const EDIT_CONFLICT_CODE = 'EDIT_CONFLICT';
/** The server's words for a stale save (libs/contracts CatalogueMessages.editConflict). */
export const EDIT_CONFLICT_MESSAGE = 'This item was changed by someone else. Reload to see their changes.';

const CODE_ERRORS = new Set(['INVALID_LIQUID', 'INVALID_SECTION_SCHEMA']);

export interface CodeProblem {
  /** 1-based line of the code, when the server named one. */
  line: number | null;
  /** The server's whole message, e.g. "Invalid Liquid syntax at line 2: tag {% for x in y %} not closed". */
  reason: string;
}

/** A save that failed, with what the editors need to know about it. */
export class SaveFailure extends Error {
  override readonly name = 'SaveFailure';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
  }

  get isConflict(): boolean {
    return this.status === 409 && this.code === EDIT_CONFLICT_CODE;
  }

  /** The refused code's line and reason; null when the failure is not about the code. */
  get codeProblem(): CodeProblem | null {
    return this.code && CODE_ERRORS.has(this.code) ? codeProblemOf(this.message) : null;
  }
}

/** "… at line 12 …" → 12; null when the message names no line. */
export function codeProblemOf(message: string): CodeProblem {
  const match = /\bat line (\d+)\b/i.exec(message);
  return { line: match ? Number(match[1]) : null, reason: message };
}

/** The server's error code in an error envelope `{ success: false, error, code }`. */
function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Runs a save; a failure becomes a SaveFailure with the server's message (else `fallback`), status and code. */
export async function saving<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw new SaveFailure(error.serverMessage || fallback, error.status, errorCodeOf(error.body));
    throw new SaveFailure(fallback, undefined, undefined);
  }
}

export const isConflict = (error: unknown): error is SaveFailure => error instanceof SaveFailure && error.isConflict;
