/** The HTTP answer a failed call carried (axios errors), or null for a failure without one. */
export interface FailedResponse {
  status: number;
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function failedResponse(error: unknown): FailedResponse | null {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const { status, data } = error.response;
  return typeof status === 'number' ? { status, data } : null;
}
