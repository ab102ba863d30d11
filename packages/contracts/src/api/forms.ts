import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';
import { ORDER_TITLE_MAX, orderDetailSchema } from './orders.ts';

/** Custom form templates (generic flows, /flowSend) and their submission as an order of type `forms`. */
export const formFieldTypeSchema = z.enum(['text', 'textarea', 'number', 'date', 'select']);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

export const formFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: formFieldTypeSchema,
  /** The choices of a `select` field. */
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** GET /9077/api/forms/templates/ (a plain list) and /forms/templates/{id}/. */
export const formTemplatesResponseSchema = z.array(formTemplateSchema);

/** A field value: text, textarea, date ('YYYY-MM-DD') and select as strings; number as a number or a numeric string. */
export const formValueSchema = z.union([z.string(), z.number(), z.null()]);
export type FormValue = z.infer<typeof formValueSchema>;

/**
 * POST /9077/api/forms/flows/: start a generic flow. The values are checked against the template
 * (400 with errors keyed by the field key, e.g. `{reason: ['该字段是必填项。']}`). The chain is the
 * chosen staff in order, then the heads of the chosen departments; with none chosen, the company's
 * configured chain of `forms`. Answers 201 with the order detail.
 */
export const formFlowSubmitSchema = z.object({
  template_id: z.string({ error: '请选择表单' }).min(1, '请选择表单'),
  /** Default: the template name. */
  title: z.string().trim().min(1).max(ORDER_TITLE_MAX).optional(),
  values: z.record(z.string(), formValueSchema).default({}),
  approvers: z.array(z.string()).max(10).default([]),
  departments: z.array(z.string()).max(10).default([]),
});
export type FormFlowSubmit = z.input<typeof formFlowSubmitSchema>;

/** Date fields: 'YYYY-MM-DD'. */
export const FORM_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The forms operations (OpenAPI tag `forms`): the server routes, the client calls and the document read these. */
export const formEndpoints = {
  listTemplates: defineEndpoint({
    method: 'GET',
    path: '/forms/templates/',
    operationId: 'forms.listTemplates',
    tags: ['forms'],
    summary: '表单模板',
    description: "The form templates of the caller's company.",
    auth: 'required',
    response: { 200: formTemplatesResponseSchema },
  }),
  getTemplate: defineEndpoint({
    method: 'GET',
    path: '/forms/templates/:id/',
    operationId: 'forms.getTemplate',
    tags: ['forms'],
    summary: '表单模板详情',
    description: 'One form template with its fields; 404 for an unknown or malformed id.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: formTemplateSchema },
  }),
  startFlow: defineEndpoint({
    method: 'POST',
    path: '/forms/flows/',
    operationId: 'forms.startFlow',
    tags: ['forms'],
    summary: '发起流程：按模板校验，审批人为所选员工（再依次为所选部门负责人），未选时用已配置的流程',
    description:
      'Validates the values against the template and submits an order: the approvers are the chosen staff, then the heads of the chosen departments, or the configured chain when none is chosen. Answers the order detail (201).',
    auth: 'required',
    body: formFlowSubmitSchema,
    response: { 201: orderDetailSchema },
  }),
} as const;
