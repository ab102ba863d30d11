/**
 * The registration flows (issue 40): a code proves the phone (platform/identity/phone-codes.ts), then
 * either an order waits for approval (staff; students where the company says so) or the account is
 * active at once (students otherwise, quick registration with an invitation). Checks that do not need
 * the code run first, so a refusal never burns it; the at-once path uses the code in its transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  REGISTER_KIND_LABELS,
  REGISTER_ORDER_TYPES,
  registerMessages as M,
  smsCodeMessages,
  specialLoginMessages,
  type RegisterResult,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { consumePhoneCode } from '../../platform/identity/phone-codes.ts';
import { checkSignInDevice, requiresBoundDevice } from '../../platform/identity/login-devices.ts';
import { issueToken } from '../../platform/identity/tokens.ts';
import { authData, findStaffById } from '../../platform/identity/staff.ts';
import { configuredChain } from '../../platform/orders/workflow.ts';
import type { ChainStepConfig } from '../../platform/orders/schema.ts';
import { claimAccount, recordApplication, reusableAccount } from './accounts.ts';
import type { ApplicationData } from './application-data.ts';
import { applicationView, latestApplication } from './applications.ts';
import { registerApplications as apps } from './schema.ts';

export interface Proof {
  companyId: string;
  phone: string;
  code: string;
  /** The native shell's device, when the request comes from the app. */
  device?: { id?: string | undefined; name?: string | undefined } | undefined;
}

/**
 * A registration active at once signs in: where the company requires a bound device, one from outside
 * the app is refused before anything is stored (the code stays unused).
 */
async function refuseWithoutDevice(db: Database, proof: Proof): Promise<void> {
  if ((proof.device?.id ?? '') === '' && (await requiresBoundDevice(db, proof.companyId)))
    throw badRequest(specialLoginMessages.appRequired);
}

/** The code of `purpose`, used once; 400 {code: [验证码错误或已过期]} otherwise. */
export async function proveCode(db: Database, proof: Proof, purpose: string, now: Date): Promise<void> {
  const ok = await consumePhoneCode(db, { companyId: proof.companyId, phone: proof.phone, purpose, code: proof.code }, now);
  if (!ok) throw new ValidationError({ code: [smsCodeMessages.codeWrong] });
}

/** A department of the company, or 400 on the field. */
export async function departmentOf(db: Database, companyId: string, departmentId: string): Promise<{ id: string; name: string }> {
  const [row] = isGuid(departmentId)
    ? await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(inCompany(departments, companyId, eq(departments.id, departmentId)))
    : [];
  if (!row) throw new ValidationError({ department_id: [M.departmentUnknown] });
  return row;
}

/**
 * Who approves a registration: the company's chain of the order type (PUT approval/chains/<type>/);
 * else the head of the chosen department; else the company's first admin. Never an empty chain,
 * which would let the registration through unapproved.
 */
export async function chainFor(db: Database, companyId: string, type: string, departmentId: string | null): Promise<ChainStepConfig[]> {
  const configured = await configuredChain(db, companyId, type);
  if (configured.length > 0) return configured;
  if (departmentId !== null) {
    const [dept] = await db
      .select({ head: departments.headStaffId })
      .from(departments)
      .innerJoin(staff, and(eq(staff.companyId, departments.companyId), eq(staff.id, departments.headStaffId), eq(staff.isActive, true)))
      .where(inCompany(departments, companyId, eq(departments.id, departmentId)));
    if (dept?.head) return [{ kind: 'department_head', department_id: departmentId }];
  }
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.role, 'admin'), eq(staff.isActive, true), isNotNull(staff.phone)))
    .orderBy(asc(staff.createdAt), asc(staff.id))
    .limit(1);
  if (!admin) throw badRequest(M.noApprover);
  return [{ kind: 'staff', staff_id: admin.id }];
}

const orderFields = (d: ApplicationData) =>
  [
    { label: '姓名', value: d.name },
    { label: '手机号', value: d.phone },
    { label: '学号', value: d.student_no },
    { label: '班级', value: d.class_name },
    { label: '岗位', value: d.job },
    { label: '部门', value: d.department },
  ].filter((f): f is { label: string; value: string } => f.value !== null);

/**
 * A registration that waits for approval: after the checks, the code is used and the order
 * submitted (its hooks store the inactive account and the application in the order's transaction).
 */
export async function applyForApproval(ctx: AppContext, proof: Proof, data: ApplicationData): Promise<RegisterResult> {
  const db = ctx.handle.db;
  const type = data.kind === 'student' ? REGISTER_ORDER_TYPES.student : REGISTER_ORDER_TYPES.staff;
  const staffId = (await reusableAccount(db, proof.companyId, proof.phone)) ?? randomUUID();
  const chain = await chainFor(db, proof.companyId, type, data.department_id);
  await proveCode(db, proof, 'register', ctx.now());
  await submitApplication(ctx, proof.companyId, staffId, data, chain);
  return resultOf(ctx, proof, data.application_id);
}

/** The order of a registration (separate from the code, so the race tests can send 50 at once). */
export async function submitApplication(
  ctx: AppContext,
  companyId: string,
  staffId: string,
  data: ApplicationData,
  chain: ChainStepConfig[],
): Promise<string> {
  const type = data.kind === 'student' ? REGISTER_ORDER_TYPES.student : REGISTER_ORDER_TYPES.staff;
  return ctx.orders.submit(
    { companyId, staffId, role: 'staff' },
    {
      orderType: type,
      title: `${REGISTER_KIND_LABELS[data.kind]}：${data.name}`,
      fields: orderFields(data),
      data: { ...data },
      chain,
      viaModule: true,
    },
  );
}

/**
 * A registration active at once: the code, the invitation's use, the account and the application in
 * one transaction (a refusal gives the code and the invitation's use back).
 */
export async function registerAtOnce(
  ctx: AppContext,
  proof: Proof,
  purpose: string,
  data: ApplicationData,
  useInvitation?: (tx: Database) => Promise<void>,
): Promise<RegisterResult> {
  const db = ctx.handle.db;
  await refuseWithoutDevice(db, proof);
  const staffId = (await reusableAccount(db, proof.companyId, proof.phone)) ?? randomUUID();
  await createAtOnce(ctx, proof.companyId, staffId, data, async (tx) => {
    await proveCode(tx, proof, purpose, ctx.now());
    await useInvitation?.(tx);
  });
  return resultOf(ctx, proof, data.application_id);
}

/** The account and its application, active, in one transaction after `first` (the proofs). */
export async function createAtOnce(
  ctx: AppContext,
  companyId: string,
  staffId: string,
  data: ApplicationData,
  first: (tx: Database) => Promise<void> = async () => {},
): Promise<void> {
  const now = ctx.now();
  await ctx.handle.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await first(tx);
    await claimAccount(tx, companyId, staffId, data, true);
    await recordApplication(tx, companyId, staffId, data, { orderId: null, now, status: 'approved' });
  });
}

/** staffLogin: the phone's latest application (the code of purpose staff_login proves it) and a login once active. */
export async function statusOf(ctx: AppContext, proof: Proof): Promise<RegisterResult> {
  const db = ctx.handle.db;
  const latest = await latestApplication(db, proof.companyId, proof.phone);
  await proveCode(db, proof, 'staff_login', ctx.now());
  if (!latest) throw new ValidationError({ phone: [M.noApplication] });
  return resultOf(ctx, proof, latest.id);
}

/**
 * The application and, when its account is active, a new login (as POST token/ answers), under the
 * device rule of a password sign-in (a bound account only on its device; where the company requires
 * one, the app's device is bound by this sign-in).
 */
async function resultOf(ctx: AppContext, proof: Proof, applicationId: string): Promise<RegisterResult> {
  const db = ctx.handle.db;
  const companyId = proof.companyId;
  const [row] = await db
    .select({ app: apps, department: departments.name })
    .from(apps)
    .leftJoin(departments, and(eq(departments.companyId, apps.companyId), eq(departments.id, apps.departmentId)))
    .where(inCompany(apps, companyId, eq(apps.id, applicationId)))
    .orderBy(desc(apps.createdAt))
    .limit(1);
  if (!row) throw badRequest(M.noApplication);
  const application = applicationView(row.app, row.department);
  const account = row.app.status === 'approved' ? await findStaffById(db, companyId, row.app.staffId) : undefined;
  if (!account) return { application, auth: null, needs_password: false };
  const now = ctx.now();
  const deviceBound = await checkSignInDevice(
    db,
    { companyId, staffId: account.staff.id, isAdmin: account.staff.role === 'admin' },
    { id: proof.device?.id, name: proof.device?.name },
    now,
  );
  const token = await issueToken(db, companyId, account.staff.id, ctx.tokenTtlMs, now);
  const auth = authData(account, ctx.tenants, token);
  return { application, auth: deviceBound ? { ...auth, device_bound: true } : auth, needs_password: account.staff.passwordHash === null };
}
