import { failedResponse, loadErrorText, readServerErrors } from '@campus/ui';

/**
 * The words of a refused call for a sheet or a line above a button: the server's own message (its
 * first field error, or its detail), else the load-error wording.
 */
export function refusalText(error: unknown): string {
  const response = failedResponse(error);
  if (response === null || response.status >= 500) return loadErrorText(error);
  const { fields, message } = readServerErrors(response.data);
  return message ?? fields[0]?.errors[0] ?? loadErrorText(error);
}
