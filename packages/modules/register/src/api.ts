import {
  authEndpoints,
  registerEndpoints,
  smsCodeEndpoints,
  specialLoginEndpoints,
  type DevicePolicy,
  type QuickRegister,
  type RegisterSettings,
  type RegisterStatusRequest,
  type SmsCodePurpose,
  type StaffRegister,
  type StudentRegister,
  type CompanyType,
} from '@campus/contracts';
import { apiCall } from '@campus/core';
import { appDevice } from './device.ts';

/** silent everywhere a form shows the refusal next to its fields (spec 8 wording, not a toast as well). */
export const fetchRegisterCompany = (companyId: string) =>
  apiCall(registerEndpoints.company, { query: { company_id: companyId }, silent: true });

export const fetchDepartments = (companyId: string, page: number, pageSize: number, search: string) =>
  apiCall(registerEndpoints.departments, {
    query: { company_id: companyId, page, page_size: pageSize, ...(search === '' ? {} : { search }) },
  });

export const fetchInvitation = (companyId: string, code: string) =>
  apiCall(registerEndpoints.invitation, { query: { company_id: companyId, code }, silent: true });

export const sendPhoneCode = (companyId: string, phone: string, purpose: SmsCodePurpose) =>
  apiCall(smsCodeEndpoints.send, { body: { company_id: companyId, phone, purpose }, silent: true });

// The app's device goes with each: a registration or status check that signs in obeys the company's device rule.
export const registerStudent = async (body: StudentRegister) =>
  apiCall(registerEndpoints.registerStudent, { body: { ...body, ...(await appDevice()) }, silent: true });
export const registerStaff = async (body: StaffRegister) =>
  apiCall(registerEndpoints.registerStaff, { body: { ...body, ...(await appDevice()) }, silent: true });
export const registerQuick = async (body: QuickRegister) =>
  apiCall(registerEndpoints.registerQuick, { body: { ...body, ...(await appDevice()) }, silent: true });
export const checkApplication = async (body: RegisterStatusRequest) =>
  apiCall(registerEndpoints.status, { body: { ...body, ...(await appDevice()) }, silent: true });

export const setFirstPassword = (password: string) =>
  apiCall(registerEndpoints.setPassword, { body: { new_password: password }, silent: true });

/** The companies a registration page offers (those of the bundle's tenant type, or all). */
export const fetchCompanies = (type: string | null) =>
  apiCall(authEndpoints.listCompanies, { query: type === null ? {} : { type: type as CompanyType } });

/** Admins: the company's invitation codes (newest first), a new one, a revocation. */
export const fetchInvitations = () => apiCall(registerEndpoints.invitations, { query: { page: 1, page_size: 20 } });
export const createInvitation = (departmentId: string) =>
  apiCall(registerEndpoints.createInvitation, { body: { department_id: departmentId }, silent: true });
export const revokeInvitation = (id: string) => apiCall(registerEndpoints.revokeInvitation, { params: { id } });

/** Admins: the company's registration rules and its bound-device requirement (注册设置). */
export const fetchRegisterSettings = () => apiCall(registerEndpoints.settings);
export const saveRegisterSettings = (body: RegisterSettings) => apiCall(registerEndpoints.updateSettings, { body, silent: true });
export const fetchDevicePolicy = () => apiCall(specialLoginEndpoints.devicePolicy);
export const saveDevicePolicy = (body: DevicePolicy) => apiCall(specialLoginEndpoints.setDevicePolicy, { body, silent: true });
