import { aiSourceSchema, type AiConversation, type AiMessage, type AiMessageStatus, type AiSource } from '@campus/contracts';
import { z } from 'zod';
import { localDateTime } from '../../platform/time.ts';
import type { aiConversations, aiMessages } from './schema.ts';

export type ConversationRow = typeof aiConversations.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;

/** A conversation's title before its first question. */
export const NEW_TITLE = '新对话';
const TITLE_LENGTH = 30;
const PREVIEW_LENGTH = 60;

const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
export const titleOf = (question: string): string => oneLine(question, TITLE_LENGTH);
export const previewOf = (text: string): string => oneLine(text.replace(/[#*`>_-]/g, ''), PREVIEW_LENGTH);

export const conversationView = (c: ConversationRow): AiConversation => ({
  id: c.id,
  kind: c.kind === 'my_orders' ? 'my_orders' : 'general',
  title: c.title,
  preview: c.preview,
  message_count: c.messageCount,
  created_at: c.createdAt.toISOString(),
  updated_time: localDateTime(c.updatedAt),
});

const sourcesSchema = z.array(aiSourceSchema);
const STATUSES: readonly AiMessageStatus[] = ['streaming', 'done', 'stopped', 'failed'];

export const messageView = (m: MessageRow, myRating: 'up' | 'down' | null = null): AiMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  role: m.role === 'user' ? 'user' : 'assistant',
  text: m.text,
  status: STATUSES.find((s) => s === m.status) ?? 'failed',
  error: m.error,
  sources: sourcesOf(m.sources),
  my_rating: myRating,
  created_at: m.createdAt.toISOString(),
  created_time: localDateTime(m.createdAt),
});

export function sourcesOf(value: unknown): AiSource[] {
  const parsed = sourcesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
