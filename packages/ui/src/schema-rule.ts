import type { FormItemProps } from 'antd-mobile';

/**
 * The contracts' zod schemas are the one rule set: the server parses with them and answers 400 with
 * their messages; the client checks a field with the same schema, so it says what the server would.
 */
interface Issue {
  code: string;
  message: string;
}
export interface CheckableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

/**
 * The schema's first message for `value`, or null when it passes; `tooLong` replaces the message of
 * a length limit where the schema has no words of its own for it.
 */
export function schemaMessage(schema: CheckableSchema, value: unknown, tooLong?: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  if (issue === undefined) return null;
  return issue.code === 'too_big' && tooLong !== undefined ? tooLong : issue.message;
}

type Rule = NonNullable<FormItemProps['rules']>[number];

/** An antd-mobile Form rule from a contracts schema (an empty input is checked as ''). */
export function schemaRule(schema: CheckableSchema): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = schemaMessage(schema, value ?? '');
      if (message !== null) throw new Error(message);
    },
  };
}
