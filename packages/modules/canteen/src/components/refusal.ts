import { failedResponse, loadErrorText } from '@campus/ui';

/** The first message of a refused call (a field's, or the form's), for the line above the button. */
export function refusal(error: unknown): string {
  const data = failedResponse(error)?.data as Record<string, unknown> | undefined;
  if (data && typeof data === 'object') {
    for (const value of Object.values(data)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      if (typeof value === 'string') return value;
    }
  }
  return loadErrorText(error);
}
