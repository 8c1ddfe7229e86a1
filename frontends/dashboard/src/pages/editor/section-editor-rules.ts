import { SECTION_CODE_MESSAGES } from '@liquify/contracts';
/** The section editor's rules (doc 2 §4, §5). */
export interface SectionBaseline {
  title: string;
  code: string;
}

/** 'changed' when the title or the code differs from the saved values. */
export function sectionChanged(saved: SectionBaseline, current: SectionBaseline): boolean {
  return saved.title !== current.title || saved.code !== current.code;
}

/** Save sends the title and code trimmed; the title must not be empty. */
export function sectionSaveBody(current: SectionBaseline): { title: string; code: string } | null {
  const title = current.title.trim();
  if (!title) return null;
  return { title, code: current.code.trim() };
}

/** 'Reset to Original' replaces the code with the original template code, when there is one. */
export function resetCode(current: string, templateCode: string | null | undefined): string {
  return templateCode ? templateCode : current;
}

export function codeStats(code: string): { characters: number; lines: number } {
  return { characters: code.length, lines: code === '' ? 1 : code.split('\n').length };
}

/** Why the code cannot be saved as it is, before asking the server: empty code (issue 24 item 5). */
export function sectionCodeProblem(code: string): string | null {
  return code.trim() === '' ? SECTION_CODE_MESSAGES.empty : null;
}

/** The line and reason of a refused save (the library's 400 `details`), or null for any other failure. */
export function savedCodeProblem(body: unknown): { line: number | null; reason: string; message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { details, error } = body as { details?: { line?: unknown; reason?: unknown }; error?: unknown };
  if (!details || typeof details.reason !== 'string') return null;
  const line = typeof details.line === 'number' ? details.line : null;
  return { line, reason: details.reason, message: typeof error === 'string' ? error : details.reason };
}
