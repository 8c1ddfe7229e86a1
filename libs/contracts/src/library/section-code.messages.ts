/** What the library answers when a section's code cannot be saved (issue 24 item 5). */
export const SECTION_CODE_MESSAGES = {
  empty: 'Section code cannot be empty',
} as const;

/** `details` of a refused section save: the 1-based line (null when unknown) and the reason. */
export interface SectionCodeProblemDetails {
  line: number | null;
  reason: string;
}
