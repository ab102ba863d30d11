import { failedResponse, loadErrorText, readServerErrors } from '@campus/ui';

/** What a refused call says, for the line above a button: its message, else its first field's message. */
export function refusalText(error: unknown): string {
  const response = failedResponse(error);
  if (!response || response.status >= 500) return loadErrorText(error);
  const { message, fields } = readServerErrors(response.data);
  return message ?? fields[0]?.errors[0] ?? loadErrorText(error);
}
