/** The error envelope every non-OK answer carries. */
export interface ErrorEnvelope {
  success: false;
  error: string;
  code?: string;
  details?: unknown;
  requestId?: string;
}

export function errorEnvelope(error: string, extra: Omit<ErrorEnvelope, 'success' | 'error'> = {}): ErrorEnvelope {
  const body: ErrorEnvelope = { success: false, error };
  if (extra.code) body.code = extra.code;
  if (extra.details !== undefined) body.details = extra.details;
  if (extra.requestId) body.requestId = extra.requestId;
  return body;
}

export function ok<T>(data: T, extra: Record<string, unknown> = {}) {
  return { success: true as const, data, ...extra };
}
