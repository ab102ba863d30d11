/**
 * The stored side of an answer: its text as it grows, its end, a stop asked from any instance. Every
 * write is conditional on `status = 'streaming'`, so an answer ends once, and a second instance
 * reading the database sees the text the clients were sent (the generator stores each piece before
 * or while it is fanned out, and its end with the whole text).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { aiMessages as M, type AiMessageStatus, type AiSource } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { aiConversations, aiMessages } from './schema.ts';
import { previewOf, type MessageRow } from './views.ts';

/** The NOTIFY channel of stops: every instance aborts the answer if it generates it. */
export const STOP_CHANNEL = 'campus_ai_stop';
/** A streaming answer whose row has not moved for this long lost its generator (a crashed instance). */
export const STALE_MS = 45_000;
export const INTERRUPTED = '回答已中断，请重新提问';

export interface AnswerEnd {
  text: string;
  status: Exclude<AiMessageStatus, 'streaming'>;
  error: string | null;
  sources: AiSource[];
}

const streaming = (companyId: string, id: string) =>
  and(eq(aiMessages.companyId, companyId), eq(aiMessages.id, id), eq(aiMessages.status, 'streaming'));

export class AnswerStore {
  constructor(
    private readonly db: () => Database,
    private readonly now: () => Date,
  ) {}

  /** Stores the text so far; false when the answer no longer streams or a stop was asked (the generator stops). */
  async saveProgress(companyId: string, id: string, text: string): Promise<boolean> {
    const rows = await this.db()
      .update(aiMessages)
      .set({ text, updatedAt: this.now() })
      .where(and(streaming(companyId, id), eq(aiMessages.stopRequested, false)))
      .returning({ id: aiMessages.id });
    return rows.length === 1;
  }

  /** Ends the answer with its whole text (stopped when a stop was asked meanwhile); undefined when it had ended. */
  async finish(companyId: string, id: string, end: AnswerEnd): Promise<MessageRow | undefined> {
    const at = this.now();
    const [row] = await this.db()
      .update(aiMessages)
      .set({
        text: end.text,
        status: sql`CASE WHEN ${aiMessages.stopRequested} AND ${end.status} <> 'failed' THEN 'stopped' ELSE ${end.status} END`,
        error: end.error,
        sources: end.sources,
        updatedAt: at,
      })
      .where(streaming(companyId, id))
      .returning();
    if (row) {
      await this.db()
        .update(aiConversations)
        .set({ preview: previewOf(end.text), updatedAt: at })
        .where(and(eq(aiConversations.companyId, companyId), eq(aiConversations.id, row.conversationId)));
    }
    return row;
  }

  /** Marks the stop on the row (the generator sees it on its next store) and tells every instance. */
  async requestStop(companyId: string, id: string): Promise<void> {
    await this.db().update(aiMessages).set({ stopRequested: true }).where(streaming(companyId, id));
    await this.db().execute(sql`SELECT pg_notify(${STOP_CHANNEL}, ${`${companyId}:${id}`})`);
  }

  /** Ends an answer whose generator is gone: stopped (a stop nobody answered) or failed (left still). */
  async endOrphan(companyId: string, id: string, status: 'stopped' | 'failed', staleBefore?: Date): Promise<void> {
    await this.db()
      .update(aiMessages)
      .set({ status, error: status === 'failed' ? INTERRUPTED : null, updatedAt: this.now() })
      .where(and(streaming(companyId, id), staleBefore ? lt(aiMessages.updatedAt, staleBefore) : undefined));
  }

  async read(companyId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await this.db()
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.companyId, companyId), eq(aiMessages.id, id)));
    return row;
  }
}

export const failureText = (row: MessageRow): string => row.error ?? M.providerFailed;
