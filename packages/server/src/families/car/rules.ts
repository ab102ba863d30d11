/**
 * Car rules per company and kind (carV3Rule): who may apply, how far ahead, how long; the approval
 * chain is the kind's order type's configured chain. Every application is checked here.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { CAR_KIND_LABELS, CAR_KINDS, type CarKind, type CarRule, type CarRuleInput } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import { configuredChains } from '../../platform/orders/workflow.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { carRules } from './schema.ts';
import { typeOfKind } from './order-types.ts';

export type RuleRow = typeof carRules.$inferSelect;
type RuleValues = Pick<RuleRow, 'enabled' | 'description' | 'minLeadMinutes' | 'maxAheadDays' | 'maxHours'>;

/** A company's rules before an admin sets them (also the demo seed). */
export const DEFAULT_RULES: Readonly<Record<CarKind, RuleValues>> = {
  v2: {
    enabled: true,
    description: '公务用车须提前30分钟申请，经审批后由车辆管理员派车；用车结束后请对行程进行评价。',
    minLeadMinutes: 30,
    maxAheadDays: 30,
    maxHours: 24,
  },
  trip: {
    enabled: true,
    description: '行程用车用于因公外出，单次行程不超过24小时，须提前30分钟申请，审批通过后派车派司机。',
    minLeadMinutes: 30,
    maxAheadDays: 30,
    maxHours: 24,
  },
  daily: {
    enabled: true,
    description: '日常用车按时段使用车辆与司机，最长3天，须提前1小时申请。',
    minLeadMinutes: 60,
    maxAheadDays: 30,
    maxHours: 72,
  },
  driving: {
    enabled: true,
    description: '自驾用车仅限指定部门员工，须持有效驾照；取车、还车时如实填写里程，油费、路桥费等凭票据报销。',
    minLeadMinutes: 60,
    maxAheadDays: 14,
    maxHours: 48,
  },
};

export const isCarKind = (value: string): value is CarKind => (CAR_KINDS as readonly string[]).includes(value);

export async function loadRule(db: Database, companyId: string, kind: CarKind): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(carRules)
    .where(inCompany(carRules, companyId, eq(carRules.kind, kind)));
  return row ?? defaultRule(companyId, kind);
}

const defaultRule = (companyId: string, kind: CarKind): RuleRow => ({
  companyId,
  kind,
  departmentIds: [],
  updatedAt: null,
  updatedBy: null,
  ...DEFAULT_RULES[kind],
});

/** '90 分钟' -> '1小时30分钟'. */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h > 0 ? `${String(h)}小时` : ''}${m > 0 || h === 0 ? `${String(m)}分钟` : ''}`;
}

export interface Applicant {
  departmentId: string | null;
}

/** Why the applicant may not apply for this kind at all, or null. */
export function applicantRefusal(rule: RuleRow, applicant: Applicant): string | null {
  if (!rule.enabled) return `${CAR_KIND_LABELS[rule.kind]}暂未开放`;
  if (rule.departmentIds.length > 0 && !(applicant.departmentId && rule.departmentIds.includes(applicant.departmentId)))
    return `您所在的部门不能申请${CAR_KIND_LABELS[rule.kind]}`;
  return null;
}

/** The rule's check of one application (400 with the field of the first failure). */
export function checkRule(rule: RuleRow, applicant: Applicant, period: { start: Date; end: Date }, now: Date): void {
  const refusal = applicantRefusal(rule, applicant);
  if (refusal) throw fieldError('kind', refusal);
  const lead = (period.start.getTime() - now.getTime()) / 60_000;
  if (lead < rule.minLeadMinutes) throw fieldError('start_at', `请至少提前${duration(rule.minLeadMinutes)}申请`);
  if (lead > rule.maxAheadDays * 24 * 60) throw fieldError('start_at', `最多只能提前${String(rule.maxAheadDays)}天申请`);
  const hours = (period.end.getTime() - period.start.getTime()) / 3_600_000;
  if (hours > rule.maxHours) throw fieldError('end_at', `用车时长不能超过${String(rule.maxHours)}小时`);
}

/**
 * Several kinds' rules as the screens show them, in four queries whatever the number of kinds: the
 * rules, the kinds' chains, the departments they name and the people they name. (One query per kind
 * and per step held four pool connections per request for the rules list.)
 */
export async function ruleViews(db: Database, companyId: string, kinds: readonly CarKind[], applicant: Applicant): Promise<CarRule[]> {
  const types = kinds.map((kind) => typeOfKind[kind].type);
  const [ruleRows, chains] = await Promise.all([
    db
      .select()
      .from(carRules)
      .where(inCompany(carRules, companyId, inArray(carRules.kind, [...kinds]))),
    configuredChains(db, companyId, types),
  ]);
  const rules = kinds.map((kind) => ruleRows.find((r) => r.kind === kind) ?? defaultRule(companyId, kind));
  const steps = [...chains.values()].flat();
  const deptIds = [
    ...new Set([
      ...rules.flatMap((r) => r.departmentIds),
      ...steps.flatMap((s) => (s.kind === 'department_head' && isGuid(s.department_id) ? [s.department_id] : [])),
    ]),
  ];
  const depts = deptIds.length
    ? await db
        .select({ id: departments.id, name: departments.name, head: departments.headStaffId })
        .from(departments)
        .where(inCompany(departments, companyId, inArray(departments.id, deptIds)))
        .orderBy(asc(departments.sort), asc(departments.name))
    : [];
  const staffIds = [
    ...new Set([...steps.flatMap((s) => (s.kind === 'staff' ? [s.staff_id] : [])), ...depts.flatMap((d) => (d.head ? [d.head] : []))]),
  ].filter(isGuid);
  const names = new Map(
    staffIds.length
      ? (
          await db
            .select({ id: staff.id, name: staff.name })
            .from(staff)
            .where(inCompany(staff, companyId, inArray(staff.id, staffIds)))
        ).map((r) => [r.id, r.name])
      : [],
  );
  /** The chain of an order type as names (staff, or "<department>负责人（<name>）"). */
  const chainLabels = (type: string): string[] =>
    (chains.get(type) ?? []).map((s) => {
      if (s.kind === 'staff') return names.get(s.staff_id) ?? '未知人员';
      const d = depts.find((x) => x.id === s.department_id);
      return `${d?.name ?? '未知部门'}负责人（${(d?.head && names.get(d.head)) || '未设置'}）`;
    });
  return rules.map((rule) => {
    const refusal = applicantRefusal(rule, applicant);
    const type = typeOfKind[rule.kind].type;
    return {
      kind: rule.kind,
      kind_label: CAR_KIND_LABELS[rule.kind],
      order_type: type,
      enabled: rule.enabled,
      description: rule.description,
      // in the departments' own order (the query's)
      departments: depts.filter((d) => rule.departmentIds.includes(d.id)).map((d) => ({ id: d.id, name: d.name })),
      min_lead_minutes: rule.minLeadMinutes,
      max_ahead_days: rule.maxAheadDays,
      max_hours: rule.maxHours,
      chain: chainLabels(type),
      can_apply: refusal === null,
      refusal,
      updated_time: localDateTime(rule.updatedAt),
    };
  });
}

export async function ruleView(db: Database, companyId: string, kind: CarKind, applicant: Applicant): Promise<CarRule> {
  const [view] = await ruleViews(db, companyId, [kind], applicant);
  return view as CarRule;
}

export function kindOrNotFound(value: string): CarKind {
  if (!isCarKind(value)) throw notFound();
  return value;
}

/** An admin sets a kind's rule; departments must be the company's. */
export async function saveRule(db: Database, companyId: string, kind: CarKind, input: CarRuleInput, by: string, now: Date): Promise<void> {
  const ids = [...new Set(input.department_ids ?? [])];
  if (ids.some((id) => !isGuid(id))) throw fieldError('department_ids', '部门不存在');
  if (ids.length > 0) {
    const found = await db
      .select({ id: departments.id })
      .from(departments)
      .where(inCompany(departments, companyId, inArray(departments.id, ids)));
    if (found.length !== ids.length) throw fieldError('department_ids', '部门不存在');
  }
  const values = {
    enabled: input.enabled,
    description: input.description ?? '',
    departmentIds: ids,
    minLeadMinutes: input.min_lead_minutes,
    maxAheadDays: input.max_ahead_days,
    maxHours: input.max_hours,
    updatedAt: now,
    updatedBy: by,
  };
  await db
    .insert(carRules)
    .values({ companyId, kind, ...values })
    .onConflictDoUpdate({ target: [carRules.companyId, carRules.kind], set: values });
}
