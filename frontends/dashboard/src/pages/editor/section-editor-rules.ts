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
