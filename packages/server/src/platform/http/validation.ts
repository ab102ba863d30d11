import type { z } from 'zod';
import { apiErrorMessages as M } from '@campus/contracts';

/** A failed zod parse, answered as 400 `{field: ['message']}` (Django REST style). */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super('Validation failed');
    this.name = 'ValidationError';
  }
}

/** Chinese messages for zod's generic issues; a schema's own message wins. */
function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null ? M.required : '类型错误。';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? '该字段不能为空。' : `长度不能少于${String(issue.minimum)}个字符。`;
      return `不能小于${String(issue.minimum)}。`;
    case 'too_big':
      if (issue.origin === 'string') return `长度不能超过${String(issue.maximum)}个字符。`;
      return `不能大于${String(issue.maximum)}。`;
    case 'invalid_value':
      return `“${String(input)}”不是合法选项。`;
    case 'unrecognized_keys':
      return `未知字段：${issue.keys.join(', ')}`;
    default:
      return M.invalid;
  }
}

/** Zod calls this only for issues without a message of their own (a schema's message takes precedence). */
const customError = (iss: z.core.$ZodRawIssue): { message: string } => ({ message: messageOf(iss as z.core.$ZodIssue, iss.input) });

/** Parse with zod; failures become ValidationError with `{field: [messages]}` or non_field_errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { error: customError });
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issue.path.length === 0 && issue.code === 'invalid_type' ? M.badJson : issue.message;
    (fields[key] ??= []).push(message);
  }
  throw new ValidationError(fields);
}
