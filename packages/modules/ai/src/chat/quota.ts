import type { AiQuota } from '@campus/contracts';
import { TEXT } from '../texts.ts';

/** Questions left today: the smaller of the person's and the company's. */
export function questionsLeft(quota: AiQuota): number {
  return Math.max(0, Math.min(quota.person.left, quota.company.left));
}

/** Why the box is closed today, or null while questions are left (the person's quota is named first). */
export function quotaClosedReason(quota: AiQuota | undefined): string | null {
  if (quota === undefined) return null;
  if (quota.person.left <= 0) return TEXT.personQuotaUsed;
  if (quota.company.left <= 0) return TEXT.companyQuotaUsed;
  return null;
}
