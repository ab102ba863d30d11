import { describe, expect, it } from 'vitest';
import {
  choosesCompany,
  invitationLink,
  forgetDraft,
  registerCompanyId,
  registerMemory,
  rememberCompany,
  rememberDepartment,
  rememberDraft,
  withCompany,
} from './company.ts';

const ln = { defaultCompanyId: 'ln-1', companyIds: ['ln-1', 'ln-2'] };

describe('the company a registration page registers with (issue 40: scoped to one company)', () => {
  it('the address names it when the bundle serves it (a link or the staff QR code)', () => {
    expect(registerCompanyId({ fromAddress: 'ln-2', chosen: null, remembered: 'ln-1', tenant: ln })).toBe('ln-2');
  });
  it('a company the bundle does not serve is ignored, then the choice, the remembered one, the default', () => {
    expect(registerCompanyId({ fromAddress: 'sa-1', chosen: null, remembered: null, tenant: ln })).toBe('ln-1');
    expect(registerCompanyId({ fromAddress: null, chosen: 'ln-2', remembered: 'ln-1', tenant: ln })).toBe('ln-2');
    expect(registerCompanyId({ fromAddress: null, chosen: null, remembered: 'ln-2', tenant: ln })).toBe('ln-2');
  });
  it('the default bundle serves every company; a picker shows unless the bundle has one company', () => {
    const all = { defaultCompanyId: null, companyIds: [] };
    expect(registerCompanyId({ fromAddress: 'any', chosen: null, remembered: null, tenant: all })).toBe('any');
    expect(choosesCompany(all)).toBe(true);
    expect(choosesCompany(ln)).toBe(true);
    expect(choosesCompany({ defaultCompanyId: 'sa', companyIds: ['sa'] })).toBe(false);
  });
  it('the staff QR code opens this bundle’s quick registration with the company and the invitation', () => {
    expect(invitationLink('https://hub.example.com/sa/#/staffApply/quickRegister?x=1', 'c 1', 'JOIN2026')).toBe(
      'https://hub.example.com/sa/#/staffApply/quickRegister?company_id=c%201&invite=JOIN2026',
    );
  });
  it('links between the pages carry the company', () => {
    expect(withCompany('/staffApply/staffLogin', 'ln-2')).toBe('/staffApply/staffLogin?company_id=ln-2');
    expect(withCompany('/staffApply?x=1', 'a b')).toBe('/staffApply?x=1&company_id=a%20b');
    expect(withCompany('/staffApply', null)).toBe('/staffApply');
  });
  it('staffRegister keeps what was typed while staffSelDepart chooses; another company forgets the department', () => {
    rememberDraft({ name: '张三', job: '职员' });
    rememberDepartment({ id: 'd1', name: '后勤部' });
    expect(registerMemory.draft).toEqual({ name: '张三', job: '职员', department_id: 'd1' });
    rememberCompany('ln-2');
    expect(registerMemory.department).toBeNull();
    forgetDraft();
    expect(registerMemory.draft).toEqual({});
  });
});
