/** What a form's schema makes of typed values, as the form shows it: the request, or the first message per field. */
import type { z } from 'zod';

export function formResult<S extends z.ZodType>(schema: S, values: unknown): { payload: z.output<S>; errors?: undefined } | { payload?: undefined; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { payload: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { errors };
}
