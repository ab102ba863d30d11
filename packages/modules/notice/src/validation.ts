import { leaveWordCreateSchema, noticeCommentCreateSchema, noticeCreateSchema } from '@campus/contracts';
import { TEXT } from './texts.ts';

/**
 * Client checks of the module's forms, made with the contracts' own schemas so
 * the client says what the server would; where a schema has no Chinese words
 * for a limit, ours are used. Each returns the message, or null when valid.
 */

interface Issue {
  code: string;
  message: string;
}
interface Checkable {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

function check(schema: Checkable, value: unknown, tooLong?: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  if (issue === undefined) return null;
  if (issue.code === 'too_big' && tooLong !== undefined) return tooLong;
  return issue.message;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Most characters of a leave word (the contract's limit). */
export const LEAVE_WORD_MAX = 500;

export const leaveWordError = (content: unknown): string | null => check(leaveWordCreateSchema.shape.content, text(content));
export const noticeTitleError = (title: unknown): string | null => check(noticeCreateSchema.shape.title, text(title), TEXT.titleTooLong);
export const noticeContentError = (content: unknown): string | null =>
  check(noticeCreateSchema.shape.content, text(content), TEXT.contentTooLong);
export const commentError = (content: unknown): string | null => check(noticeCommentCreateSchema.shape.content, text(content));

/** An antd-mobile Form rule from one of the checks above. */
export function ruleOf(checkValue: (value: unknown) => string | null) {
  return {
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      const message = checkValue(value);
      if (message !== null) throw new Error(message);
    },
  };
}
