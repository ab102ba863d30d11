import { readServerErrors } from './form-helpers.tsx';
import { loadErrorText } from './load-states.tsx';
import { failedResponse } from './submit-failure.ts';

/**
 * What a refused action says, for the line above its buttons (a scan, a take, a hand-over): the
 * server's message, else its first field's message without the field's name (400 {code: ['该巡检任务已结束']}
 * reads 该巡检任务已结束); the error catalogue's words for anything else.
 */
export function refusalText(error: unknown): string {
  const response = failedResponse(error);
  if (!response || response.status >= 500) return loadErrorText(error);
  const { message, fields } = readServerErrors(response.data);
  return message ?? fields[0]?.errors[0] ?? loadErrorText(error);
}
