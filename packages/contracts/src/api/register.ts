import { z } from 'zod';
import { authDataSchema } from '../auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema, fieldErrorsSchema } from './errors.ts';
import { idParamsSchema, pageOf } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { newPasswordSchema } from './password.ts';
import { smsCodeSchema, smsCompanySchema, smsPhoneSchema } from './phone-codes.ts';
import { deviceIdSchema, specialLoginMessages } from './special-logins.ts';

/**
 * Registration (issue 40, spec 2.2: studentRegister, staffApply and its children need no login).
 * Every no-login endpoint names its company (`company_id`, one a tenant serves, else 404) and is rate
 * limited per client (429). A registration proves its phone with a code (POST phone_codes/, purpose
 * `register`; quick registration `quick_register`; the status check `staff_login`).
 */
export const REGISTER_ORDER_TYPES = { staff: 'staffRegister', student: 'studentRegister' } as const;

export const registerMessages = {
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过20个字',
  studentNoRequired: '请输入学号',
  studentNoInvalid: '学号只能包含字母和数字，最多20位',
  classRequired: '请输入班级',
  classTooLong: '班级不能超过30个字',
  jobRequired: '请输入岗位',
  jobTooLong: '岗位不能超过30个字',
  departmentRequired: '请选择部门',
  departmentUnknown: '部门不存在',
  inviteRequired: '请输入邀请码',
  inviteInvalid: '邀请码无效、已撤销或已过期',
  phoneRegistered: '该手机号已注册，请直接登录',
  phonePending: '该手机号已有待审批的注册申请',
  studentNoTaken: '该学号已注册',
  quickClosed: '本单位未开放快速注册，请提交员工注册申请',
  noApprover: '本单位尚未设置注册审批人，请联系管理员',
  passwordAlreadySet: '已设置过登录密码，请在个人中心修改密码',
  noApplication: '未找到该手机号的注册申请',
  daysInvalid: '有效天数为1到90天',
  maxUsesInvalid: '可用次数为1到1000次',
  revoked: '邀请码已撤销',
} as const;

const name = z
  .string({ error: registerMessages.nameRequired })
  .trim()
  .min(1, registerMessages.nameRequired)
  .max(20, registerMessages.nameTooLong);
const job = z
  .string({ error: registerMessages.jobRequired })
  .trim()
  .min(1, registerMessages.jobRequired)
  .max(30, registerMessages.jobTooLong);
/**
 * The phone's proof, and the native shell's device where there is one: a registration or status check
 * that signs in obeys the company's device rule as a password sign-in does (issue 40, bindHardware).
 */
const proof = {
  company_id: smsCompanySchema,
  phone: smsPhoneSchema,
  code: smsCodeSchema,
  device_id: deviceIdSchema.optional(),
  device_name: z.string().trim().max(64, specialLoginMessages.deviceNameTooLong).optional(),
};

export const studentRegisterSchema = z.object({
  ...proof,
  name,
  student_no: z
    .string({ error: registerMessages.studentNoRequired })
    .trim()
    .min(1, registerMessages.studentNoRequired)
    .regex(/^[A-Za-z0-9]{1,20}$/, registerMessages.studentNoInvalid),
  class_name: z
    .string({ error: registerMessages.classRequired })
    .trim()
    .min(1, registerMessages.classRequired)
    .max(30, registerMessages.classTooLong),
});
export type StudentRegister = z.input<typeof studentRegisterSchema>;

export const staffRegisterSchema = z.object({
  ...proof,
  name,
  job,
  department_id: z.string({ error: registerMessages.departmentRequired }).min(1, registerMessages.departmentRequired).max(64),
});
export type StaffRegister = z.input<typeof staffRegisterSchema>;

export const quickRegisterSchema = z.object({
  ...proof,
  name,
  invite_code: z
    .string({ error: registerMessages.inviteRequired })
    .trim()
    .min(1, registerMessages.inviteRequired)
    .max(32, registerMessages.inviteInvalid),
});
export type QuickRegister = z.input<typeof quickRegisterSchema>;

/** staffLogin: where my application stands, and a sign-in once it is approved. */
export const registerStatusRequestSchema = z.object(proof);
export type RegisterStatusRequest = z.input<typeof registerStatusRequestSchema>;

export const REGISTER_STATUS_LABELS = { pending: '审批中', approved: '已通过', rejected: '已驳回', cancelled: '已撤销' } as const;
export const REGISTER_KIND_LABELS = { student: '学生注册', staff: '员工注册', quick: '快速注册' } as const;

export const registerApplicationSchema = z.object({
  id: z.string(),
  kind: z.enum(['student', 'staff', 'quick']),
  kind_label: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  status_label: z.string(),
  name: z.string(),
  phone: z.string(),
  department: z.string().nullable(),
  job: z.string().nullable(),
  student_no: z.string().nullable(),
  class_name: z.string().nullable(),
  reject_reason: z.string().nullable(),
  order_id: z.string().nullable(),
  submitted_time: z.string(),
  decided_time: z.string().nullable(),
});
export type RegisterApplication = z.infer<typeof registerApplicationSchema>;

/**
 * What a registration or a status check answers: the application, and once the account is active a
 * login (AuthData with a token, as POST token/ answers); `needs_password`: the account has no password
 * yet (the screen asks for one: POST register/password/).
 */
export const registerResultSchema = z.object({
  application: registerApplicationSchema,
  auth: authDataSchema.nullable(),
  needs_password: z.boolean(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const registerCompanyQuerySchema = z.object({ company_id: smsCompanySchema });
export const registerCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  student_needs_approval: z.boolean(),
  quick_register: z.boolean(),
  /** Sign-ins need the app and a bound device (a registration page outside the app says so as it opens). */
  require_bound_device: z.boolean(),
});
export type RegisterCompany = z.infer<typeof registerCompanySchema>;

export const registerDepartmentsQuerySchema = pageQuerySchema.extend({
  company_id: smsCompanySchema,
  search: z.string().trim().max(30).optional(),
});
export const registerDepartmentSchema = z.object({ id: z.string(), name: z.string() });
export type RegisterDepartment = z.infer<typeof registerDepartmentSchema>;
export const registerDepartmentPageSchema = pageOf(registerDepartmentSchema);

export const invitationQuerySchema = z.object({ company_id: smsCompanySchema, code: z.string().trim().min(1).max(32) });
export const invitationPreviewSchema = z.object({ valid: z.boolean(), department: z.string().nullable(), job: z.string().nullable() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const registerPasswordSchema = z.object({ new_password: newPasswordSchema });

export const registerSettingsSchema = z.object({
  student_needs_approval: z.boolean({ error: '请选择学生注册是否需要审批' }),
  quick_register: z.boolean({ error: '请选择是否开放快速注册' }),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  code: z.string(),
  department: z.object({ id: z.string(), name: z.string() }),
  job: z.string().nullable(),
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_time: z.string(),
  expires_time: z.string(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  /** 有效, 已撤销, 已过期, 已用完 */
  state: z.enum(['active', 'revoked', 'expired', 'used_up']),
  state_label: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationPageSchema = pageOf(invitationSchema);
export const invitationCreateSchema = z.object({
  department_id: z.string({ error: registerMessages.departmentRequired }).min(1, registerMessages.departmentRequired).max(64),
  job: z.string().trim().max(30, registerMessages.jobTooLong).optional(),
  days: z
    .number({ error: registerMessages.daysInvalid })
    .int(registerMessages.daysInvalid)
    .min(1, registerMessages.daysInvalid)
    .max(90, registerMessages.daysInvalid)
    .default(7),
  max_uses: z
    .number({ error: registerMessages.maxUsesInvalid })
    .int(registerMessages.maxUsesInvalid)
    .min(1, registerMessages.maxUsesInvalid)
    .max(1000, registerMessages.maxUsesInvalid)
    .nullable()
    .optional(),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

const open = { tags: ['register'], auth: 'none' } as const;
const admin = { tags: ['register'], auth: 'required' } as const;
const refusals = { 400: fieldErrorsSchema, 404: detailErrorSchema, 429: detailErrorSchema };

export const registerEndpoints = {
  company: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/register/public/company/',
    operationId: 'register.company',
    summary: '注册页的单位与注册规则（无需登录）',
    description:
      "The company's name and its registration rules (students wait for approval? quick registration open?). 404 for an unknown company.",
    query: registerCompanyQuerySchema,
    response: { 200: registerCompanySchema, 404: detailErrorSchema, 429: detailErrorSchema },
  }),
  departments: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/register/public/departments/',
    operationId: 'register.departments',
    summary: '注册可选部门（分页，可搜索，无需登录）',
    description: "A page of the company's departments by their order (?search= part of the name): the staffSelDepart picker.",
    query: registerDepartmentsQuerySchema,
    response: { 200: registerDepartmentPageSchema, 404: detailErrorSchema, 429: detailErrorSchema },
  }),
  invitation: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/register/public/invitation/',
    operationId: 'register.invitation',
    summary: '邀请码信息（无需登录）',
    description: 'Whether an invitation code of quick registration is valid now, and the department and job it gives.',
    query: invitationQuerySchema,
    response: { 200: invitationPreviewSchema, 404: detailErrorSchema, 429: detailErrorSchema },
  }),
  registerStudent: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/register/public/students/',
    operationId: 'register.registerStudent',
    summary: '学生注册（无需登录）',
    description:
      'A student registers with a code (purpose register): active at once with a login, or waiting for approval (order type studentRegister) where the company says so. One account per phone per company, a student number once (400 field errors).',
    body: studentRegisterSchema,
    response: { 201: registerResultSchema, ...refusals },
  }),
  registerStaff: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/register/public/staff/',
    operationId: 'register.registerStaff',
    summary: '员工注册申请（无需登录）',
    description:
      "A new staff applies with a code (purpose register) to a department: a staffRegister order on the company's chain (else the department head, else an admin). Approval activates the account in that department; the applicant is told by SMS and at staffLogin.",
    body: staffRegisterSchema,
    response: { 201: registerResultSchema, ...refusals },
  }),
  registerQuick: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/register/public/quick/',
    operationId: 'register.registerQuick',
    summary: '快速注册（邀请码，无需登录）',
    description:
      "Registration without approval with an invitation code (purpose quick_register), where the company allows it: active at once in the invitation's department, with a login.",
    body: quickRegisterSchema,
    response: { 201: registerResultSchema, ...refusals },
  }),
  status: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/register/public/status/',
    operationId: 'register.status',
    summary: '查询注册申请并登录（无需登录）',
    description:
      'The latest application of the phone (code of purpose staff_login): where it stands, and a login once the account is active. 400 {phone: [未找到该手机号的注册申请]} when there is none.',
    body: registerStatusRequestSchema,
    response: { 200: registerResultSchema, ...refusals },
  }),
  setPassword: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/register/password/',
    operationId: 'register.setPassword',
    summary: '注册后设置登录密码',
    description: 'The first password of an account made by registration (none set yet); later changes go through password/change/.',
    body: registerPasswordSchema,
    response: { 200: detailErrorSchema, 400: fieldErrorsSchema },
  }),
  settings: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/register/settings/',
    operationId: 'register.settings',
    summary: '注册规则（管理员）',
    description: "The company's registration rules. Admins only.",
    response: { 200: registerSettingsSchema, 403: detailErrorSchema },
  }),
  updateSettings: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/register/settings/',
    operationId: 'register.updateSettings',
    summary: '修改注册规则（管理员）',
    description: 'Sets whether students wait for approval and whether quick registration is open. Admins only.',
    body: registerSettingsSchema,
    response: { 200: registerSettingsSchema, 403: detailErrorSchema },
  }),
  invitations: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/register/invitations/',
    operationId: 'register.invitations',
    summary: '快速注册邀请码（管理员，分页）',
    description: "The company's invitation codes, newest first. Admins only.",
    query: pageQuerySchema,
    response: { 200: invitationPageSchema, 403: detailErrorSchema },
  }),
  createInvitation: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/register/invitations/',
    operationId: 'register.createInvitation',
    summary: '新建邀请码（管理员）',
    description:
      'An invitation code (8 characters) to a department, valid `days` days (default 7), `max_uses` times or any number. Admins only.',
    body: invitationCreateSchema,
    response: { 201: invitationSchema, 403: detailErrorSchema },
  }),
  revokeInvitation: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/register/invitations/:id/revoke/',
    operationId: 'register.revokeInvitation',
    summary: '撤销邀请码（管理员）',
    description: 'The code stops working at once. Admins only; 404 for another company’s.',
    params: idParamsSchema,
    response: { 200: invitationSchema, 403: detailErrorSchema, 404: detailErrorSchema },
  }),
} as const;
