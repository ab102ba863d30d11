import { apiPaths, type DetailResponse } from '@campus/contracts';
import { httpClient } from '@campus/core';

export interface ResetRequest {
  phone: string;
  companyId: string;
  code: string;
  newPassword: string;
}

/** Asks the server to send a code (the answer never says whether the phone exists). Failures are the caller's to show. */
export async function requestResetCode(phone: string, companyId: string): Promise<string> {
  const api = await httpClient();
  const { data } = await api.post<DetailResponse>(apiPaths.passwordResetCode, { phone, company_id: companyId }, { silent: true });
  return data.detail;
}

export async function resetPassword(request: ResetRequest): Promise<string> {
  const api = await httpClient();
  const payload = { phone: request.phone, company_id: request.companyId, code: request.code, new_password: request.newPassword };
  const { data } = await api.post<DetailResponse>(apiPaths.passwordReset, payload, { silent: true });
  return data.detail;
}
