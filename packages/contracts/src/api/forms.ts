import { z } from 'zod';

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
  title: z.string().trim().min(1).max(100).optional(),
  values: z.record(z.string(), formValueSchema).default({}),
  approvers: z.array(z.string()).max(10).default([]),
  departments: z.array(z.string()).max(10).default([]),
});
export type FormFlowSubmit = z.input<typeof formFlowSubmitSchema>;

/** Date fields: 'YYYY-MM-DD'. */
export const FORM_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
