import { leaveWordCreateSchema, noticeCommentCreateSchema, noticeCreateSchema } from '@campus/contracts';
import { schemaMessage } from '@campus/ui';
import { TEXT } from './texts.ts';

/**
 * Client checks of the module's forms, made with the contracts' own schemas so
 * the client says what the server would; where a schema has no Chinese words
 * for a limit, ours are used. Each returns the message, or null when valid.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Most characters of a leave word (the contract's limit). */
export const LEAVE_WORD_MAX = 500;

export const leaveWordError = (content: unknown): string | null => schemaMessage(leaveWordCreateSchema.shape.content, text(content));
export const noticeTitleError = (title: unknown): string | null =>
  schemaMessage(noticeCreateSchema.shape.title, text(title), TEXT.titleTooLong);
export const noticeContentError = (content: unknown): string | null =>
  schemaMessage(noticeCreateSchema.shape.content, text(content), TEXT.contentTooLong);
export const commentError = (content: unknown): string | null => schemaMessage(noticeCommentCreateSchema.shape.content, text(content));

/** An antd-mobile Form rule from one of the checks above. */
export function ruleOf(checkValue: (value: unknown) => string | null) {
  return {
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      const message = checkValue(value);
      if (message !== null) throw new Error(message);
    },
  };
}
