import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { FormField, FormFlowSubmit, FormTemplate, FormValue } from '@campus/contracts';
import type { DraftValues } from './stores/flow-draft-store.ts';

dayjs.extend(customParseFormat);

/**
 * From a form template to an antd-mobile Form and back (pure, unit-tested):
 * the rules of each field, and the values as POST forms/flows/ takes them
 * (dates 'YYYY-MM-DD', numbers as numbers, a select's one choice as a string).
 */

/** Selects with up to this many options show as antd-mobile Selector chips; longer ones as a Picker. */
export const SELECTOR_MAX_OPTIONS = 4;

export type FieldControl = 'input' | 'textarea' | 'number' | 'date' | 'selector' | 'picker';

/** The control a field is edited with. */
export function controlOf(field: Pick<FormField, 'type' | 'options'>): FieldControl {
  switch (field.type) {
    case 'textarea':
      return 'textarea';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'select':
      return (field.options?.length ?? 0) <= SELECTOR_MAX_OPTIONS ? 'selector' : 'picker';
    default:
      return 'input';
  }
}

/** The message of a required field: 请填写 for typed values, 请选择 for chosen ones. */
export function requiredMessage(field: Pick<FormField, 'type' | 'label'>): string {
  return `${field.type === 'date' || field.type === 'select' ? '请选择' : '请填写'}${field.label}`;
}

export interface FieldRule {
  required?: boolean;
  message?: string;
  whitespace?: boolean;
  type?: 'array';
  pattern?: RegExp;
}

export const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
export const NUMBER_MESSAGE = '请输入数字';

/** antd-mobile Form rules of a field. */
export function fieldRules(field: FormField): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) {
    const control = controlOf(field);
    const arrayValued = control === 'selector' || control === 'picker';
    rules.push({
      required: true,
      message: requiredMessage(field),
      ...(arrayValued ? { type: 'array' as const } : {}),
      ...(control === 'input' || control === 'textarea' ? { whitespace: true } : {}),
    });
  }
  if (field.type === 'number') rules.push({ pattern: NUMBER_PATTERN, message: NUMBER_MESSAGE });
  return rules;
}

const API_DATE = 'YYYY-MM-DD';

/** A Date as 'YYYY-MM-DD' (local calendar day, as the user picked it). */
export function formatDate(date: Date): string {
  return dayjs(date).format(API_DATE);
}

/** 'YYYY-MM-DD' (or a Date) back to a Date for the DatePicker; undefined when unreadable (strict: no 2026-02-31). */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const parsed = dayjs(value, API_DATE, true);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/** One field's form value as the API takes it; null when empty. */
export function toApiValue(field: Pick<FormField, 'type'>, raw: unknown): FormValue {
  if (raw === undefined || raw === null) return null;
  if (field.type === 'date') {
    const date = parseDate(raw);
    return date === undefined ? null : formatDate(date);
  }
  if (field.type === 'select') {
    const choice = Array.isArray(raw) ? raw[0] : raw;
    return typeof choice === 'string' && choice !== '' ? choice : typeof choice === 'number' ? String(choice) : null;
  }
  if (field.type === 'number') {
    if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
    const text = String(raw).trim();
    if (text === '') return null;
    return NUMBER_PATTERN.test(text) ? Number(text) : text; // the server answers a non-number with its own message
  }
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  return text === '' ? null : text;
}

/** Every field of the template, as the API takes it. */
export function toApiValues(fields: readonly FormField[], values: DraftValues): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const field of fields) result[field.key] = toApiValue(field, values[field.key]);
  return result;
}

export interface FlowDraftInput {
  title: string;
  values: DraftValues;
  approvers: ReadonlyArray<{ id: string }>;
  departments: ReadonlyArray<{ id: string }>;
}

/** The body of POST forms/flows/; an empty title is left out (the server uses the template name). */
export function toFlowSubmission(template: Pick<FormTemplate, 'id' | 'fields'>, draft: FlowDraftInput): FormFlowSubmit {
  const title = draft.title.trim();
  return {
    template_id: template.id,
    ...(title === '' ? {} : { title }),
    values: toApiValues(template.fields, draft.values),
    approvers: draft.approvers.map((staff) => staff.id),
    departments: draft.departments.map((department) => department.id),
  };
}
