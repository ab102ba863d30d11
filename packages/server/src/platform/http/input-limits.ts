import { inputLimitErrors } from '@campus/contracts';
import { ValidationError } from './validation.ts';

/** Throws a 400 with field errors when a request part breaks the input limits of @campus/contracts. */
export function rejectUnsafeInput(...parts: unknown[]): void {
  const fields: Record<string, string[]> = {};
  for (const part of parts) Object.assign(fields, inputLimitErrors(part));
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
