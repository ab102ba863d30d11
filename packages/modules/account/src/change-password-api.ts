import { authEndpoints } from '@campus/contracts';
import { apiCall } from '@campus/core';

/** Changes the caller's password; this token stays valid. Failures are the screen's to show (next to the fields). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<string> {
  const { detail } = await apiCall(authEndpoints.changePassword, {
    body: { old_password: oldPassword, new_password: newPassword },
    silent: true,
  });
  return detail;
}
