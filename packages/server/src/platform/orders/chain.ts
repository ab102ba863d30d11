/**
 * Approval chain resolution: a company's configured chain of an order type, or the chain the
 * applicant chose, turned into approver ids at submit time.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { departments, staff } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { ValidationError } from '../http/validation.ts';
import { isGuid } from '../crypto.ts';
import { approvalChains, type ChainStepConfig } from './schema.ts';
import { workflowMessages } from './policy.ts';
import { inCompany } from '../db/scoped.ts';

export async function configuredChain(db: Database, companyId: string, type: string): Promise<ChainStepConfig[]> {
  const [row] = await db
    .select({ steps: approvalChains.steps })
    .from(approvalChains)
    .where(inCompany(approvalChains, companyId, eq(approvalChains.orderType, type)))
    .limit(1);
  return row?.steps ?? [];
}

/** The configured chains of several order types in one query (types without one are absent). */
export async function configuredChains(db: Database, companyId: string, types: readonly string[]): Promise<Map<string, ChainStepConfig[]>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .select({ type: approvalChains.orderType, steps: approvalChains.steps })
    .from(approvalChains)
    .where(inCompany(approvalChains, companyId, inArray(approvalChains.orderType, [...types])));
  return new Map(rows.map((row) => [row.type, row.steps]));
}

/**
 * Chain configuration -> approver ids, at submit time: department heads are resolved now (a later
 * change of head does not move steps already created). Consecutive duplicates collapse into one step.
 * A staff that is missing or inactive, or a department without a head, is a 400: the order must not
 * slip through unapproved.
 */
export async function resolveChain(db: Database, companyId: string, config: ChainStepConfig[]): Promise<string[]> {
  const staffIds = config.flatMap((s) => (s.kind === 'staff' && isGuid(s.staff_id) ? [s.staff_id] : []));
  const deptIds = config.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : []));
  const depts = deptIds.length
    ? await db
        .select({ id: departments.id, name: departments.name, head: departments.headStaffId })
        .from(departments)
        .where(inCompany(departments, companyId, inArray(departments.id, deptIds)))
    : [];
  const heads = depts.flatMap((d) => (d.head ? [d.head] : []));
  const active = new Set(
    staffIds.length + heads.length
      ? (
          await db
            .select({ id: staff.id })
            .from(staff)
            .where(inCompany(staff, companyId, inArray(staff.id, [...staffIds, ...heads]), eq(staff.isActive, true)))
        ).map((r) => r.id)
      : [],
  );
  const out: string[] = [];
  for (const step of config) {
    let id: string;
    if (step.kind === 'staff') {
      if (!active.has(step.staff_id)) throw badRequest('审批流程配置有误：审批人不存在或已停用');
      id = step.staff_id;
    } else {
      const d = depts.find((x) => x.id === step.department_id);
      if (!d) throw badRequest('审批流程配置有误：部门不存在');
      if (!d.head || !active.has(d.head)) throw badRequest(`审批流程配置有误：${d.name}未设置负责人`);
      id = d.head;
    }
    if (out[out.length - 1] !== id) out.push(id);
  }
  return out;
}

/**
 * A chain the applicant chose himself (forms' approvers and departments): naming himself, or a
 * department he heads, is refused with a field error.
 */
export async function resolveChosenChain(
  db: Database,
  companyId: string,
  config: ChainStepConfig[],
  applicantId: string,
): Promise<string[]> {
  const errors: Record<string, string[]> = {};
  const ids = await resolveChain(db, companyId, config);
  if (config.some((s) => s.kind === 'staff' && s.staff_id === applicantId)) errors.approvers = [workflowMessages.selfApprover];
  const heads = await departmentHeads(db, companyId, config);
  if (config.some((s) => s.kind === 'department_head' && heads.get(s.department_id) === applicantId))
    errors.departments = [workflowMessages.selfHeadedDepartment];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return ids;
}

/**
 * A configured chain: the applicant is never an approver of his own order. His steps are skipped
 * (the next step takes over); when that leaves no step, the company's fallback approver (its first
 * active admin other than him) takes the order, so it never slips through unapproved.
 */
export async function resolveConfiguredChain(
  db: Database,
  companyId: string,
  config: ChainStepConfig[],
  applicantId: string,
): Promise<string[]> {
  const ids = await resolveChain(db, companyId, config);
  const others = ids.filter((id) => id !== applicantId);
  // Skipping him may bring two steps of one approver together: they collapse as in resolveChain.
  const collapsed = others.filter((id, i) => others[i - 1] !== id);
  if (collapsed.length > 0 || ids.length === 0) return collapsed;
  const [fallback] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.role, 'admin'), eq(staff.isActive, true), sql`${staff.id} <> ${applicantId}`))
    .orderBy(asc(staff.phone), asc(staff.id))
    .limit(1);
  if (!fallback) throw badRequest(workflowMessages.noApprover);
  return [fallback.id];
}

async function departmentHeads(db: Database, companyId: string, config: ChainStepConfig[]): Promise<Map<string, string | null>> {
  const deptIds = config.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : []));
  if (deptIds.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, head: departments.headStaffId })
    .from(departments)
    .where(inCompany(departments, companyId, inArray(departments.id, deptIds)));
  return new Map(rows.map((r) => [r.id, r.head]));
}
