import { describe, expect, it } from 'vitest';
import type { AiGuestQuota } from '@campus/contracts';
import { guestQuestionsLeft, guestQuotaClosedReason } from './quota.ts';

const quota = (deviceLeft: number, companyLeft: number): AiGuestQuota => ({
  date: '2026-11-29',
  device: { limit: 20, used: 20 - deviceLeft, left: deviceLeft },
  company: { limit: 500, used: 500 - companyLeft, left: companyLeft },
});

describe('a guest’s quota on aiUser (issue 40: rate limited per device)', () => {
  it('says the smaller of the device’s and the company guests’ questions left', () => {
    expect(guestQuestionsLeft(quota(3, 400))).toBe(3);
    expect(guestQuestionsLeft(quota(18, 2))).toBe(2);
  });

  it('closes the box as it opens when the device’s day is used up, or the company’s guests’, naming the device first', () => {
    expect(guestQuotaClosedReason(undefined)).toBeNull();
    expect(guestQuotaClosedReason(quota(1, 1))).toBeNull();
    expect(guestQuotaClosedReason(quota(0, 0))).toBe('本设备今日提问次数已用完，请明天再试');
    expect(guestQuotaClosedReason(quota(5, 0))).toBe('今日访客提问次数已用完，请明天再试');
  });
});
