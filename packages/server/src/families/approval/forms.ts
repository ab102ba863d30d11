import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorMessages as M, FORM_DATE_PATTERN, type FormTemplate, type FormValue, formEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { notFound } from '../../platform/errors.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import { departments, staff } from '../../platform/db/schema.ts';
import { formTemplates, type FormFieldConfig } from './schema.ts';
import { type ChainStepConfig } from '../../platform/orders/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { actorOf } from './orders.ts';
import { approvalOrderTypes } from './order-types.ts';
import { inCompany } from '../../platform/db/scoped.ts';

const toView = (r: typeof formTemplates.$inferSelect): FormTemplate => ({
  id: r.id,
  name: r.name,
  description: r.description,
  fields: r.fields,
});

const MAX_LENGTH: Record<FormFieldConfig['type'], number> = { text: 200, textarea: 2000, number: 50, date: 10, select: 200 };

/**
 * Checks values against a template: required, type (number, date 'YYYY-MM-DD', select option),
 * length. Errors are keyed by the field key. Answers the cleaned values (keys of the template only).
 */
export function validateFormValues(fields: FormFieldConfig[], values: Record<string, FormValue>): Record<string, string | number> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, string | number> = {};
  for (const f of fields) {
    const raw = values[f.key];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') {
      if (f.required) errors[f.key] = [M.required];
      continue;
    }
    if (text.length > MAX_LENGTH[f.type]) {
      errors[f.key] = [`长度不能超过${MAX_LENGTH[f.type]}个字符。`];
      continue;
    }
    switch (f.type) {
      case 'number': {
        const n = typeof raw === 'number' ? raw : Number(text);
        if (!Number.isFinite(n)) errors[f.key] = ['请输入有效的数字。'];
        else out[f.key] = n;
        break;
      }
      case 'date': {
        const d = new Date(`${text}T00:00:00Z`);
        if (!FORM_DATE_PATTERN.test(text) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text)
          errors[f.key] = ['请输入有效的日期（YYYY-MM-DD）。'];
        else out[f.key] = text;
        break;
      }
      case 'select':
        if (!(f.options ?? []).includes(text)) errors[f.key] = [`“${text}”不是合法选项。`];
        else out[f.key] = text;
        break;
      default:
        if (typeof raw !== 'string') errors[f.key] = ['请输入文本。'];
        else out[f.key] = text;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return out;
}

/** Custom form templates and generic flows (/flowSend): a flow is an order of type `forms`. */
export function formRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: formEndpoints.listTemplates,
    async handler({ auth }) {
      const rows = await ctx.handle.db
        .select()
        .from(formTemplates)
        .where(inCompany(formTemplates, auth.companyId, eq(formTemplates.isActive, true)))
        .orderBy(asc(formTemplates.sort), asc(formTemplates.name));
      return rows.map(toView);
    },
  });

  defineRoute(app, ctx, {
    endpoint: formEndpoints.getTemplate,
    async handler({ auth, params }) {
      if (!isGuid(params.id)) throw notFound();
      const [row] = await ctx.handle.db
        .select()
        .from(formTemplates)
        .where(inCompany(formTemplates, auth.companyId, eq(formTemplates.id, params.id), eq(formTemplates.isActive, true)))
        .limit(1);
      if (!row) throw notFound();
      return toView(row);
    },
  });

  defineRoute(app, ctx, {
    endpoint: formEndpoints.startFlow,
    async handler({ auth, body, reply }) {
      const db = ctx.handle.db;
      const [template] = isGuid(body.template_id)
        ? await db
            .select()
            .from(formTemplates)
            .where(inCompany(formTemplates, auth.companyId, eq(formTemplates.id, body.template_id), eq(formTemplates.isActive, true)))
            .limit(1)
        : [];
      if (!template) throw new ValidationError({ template_id: ['表单模板不存在'] });
      const values = validateFormValues(template.fields, body.values);

      const errors: Record<string, string[]> = {};
      const approverIds = body.approvers.filter(isGuid);
      const found = new Set(
        approverIds.length
          ? (
              await db
                .select({ id: staff.id })
                .from(staff)
                .where(inCompany(staff, auth.companyId, inArray(staff.id, approverIds), eq(staff.isActive, true)))
            ).map((r) => r.id)
          : [],
      );
      if (body.approvers.some((id) => !found.has(id))) errors.approvers = ['审批人不存在'];
      const deptIds = body.departments.filter(isGuid);
      const depts = deptIds.length
        ? await db
            .select()
            .from(departments)
            .where(inCompany(departments, auth.companyId, inArray(departments.id, deptIds)))
        : [];
      const missing = body.departments.filter((id) => !depts.some((d) => d.id === id));
      const headless = depts.filter((d) => !d.headStaffId);
      if (missing.length > 0) errors.departments = ['部门不存在'];
      else if (headless.length > 0) errors.departments = [`${headless.map((d) => d.name).join('、')}未设置负责人`];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const chosen: ChainStepConfig[] = [
        ...body.approvers.map((id) => ({ kind: 'staff' as const, staff_id: id })),
        ...body.departments.map((id) => ({ kind: 'department_head' as const, department_id: id })),
      ];
      const actor = actorOf(auth);
      const id = await ctx.orders.submit(actor, {
        orderType: approvalOrderTypes.forms.type,
        title: body.title ?? template.name,
        fields: template.fields.flatMap((f) => (values[f.key] === undefined ? [] : [{ label: f.label, value: String(values[f.key]) }])),
        data: { template_id: template.id, template_name: template.name, values },
        ...(chosen.length > 0 ? { chain: chosen } : {}),
        viaModule: true,
      });
      reply.code(201);
      return ctx.orders.detail(actor, id);
    },
  });
}
