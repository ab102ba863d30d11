/**
 * The paged lists: an owner's conversations (ai_conversations_owner_idx, most recently active first)
 * and a conversation's messages (ai_messages_conversation_seq_uq, newest first; the count is the
 * conversation's message_count).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AiConversationPage, AiMessagePage } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { aiConversations, aiMessages, aiRatings } from './schema.ts';
import { conversationView, messageView, type ConversationRow } from './views.ts';

export interface PageQuery {
  page: number;
  page_size: number;
}

export async function conversationPage(db: Database, companyId: string, owner: string, q: PageQuery): Promise<AiConversationPage> {
  const where = and(eq(aiConversations.companyId, companyId), eq(aiConversations.owner, owner));
  const order = [desc(aiConversations.updatedAt), desc(aiConversations.id)];
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(aiConversations)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q.page, q.page_size)),
    boundedCount(db, aiConversations, where, q.page, q.page_size, order),
  ]);
  return toPage(count, q.page, q.page_size, rows.map(conversationView));
}

/** `raterId`: whose ratings the page shows as my_rating (null for guests, who do not rate). */
export async function messagePage(
  db: Database,
  conversation: ConversationRow,
  q: PageQuery,
  raterId: string | null,
): Promise<AiMessagePage> {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.companyId, conversation.companyId), eq(aiMessages.conversationId, conversation.id)))
    .orderBy(desc(aiMessages.seq))
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  const ratings =
    raterId === null || rows.length === 0
      ? []
      : await db
          .select({ messageId: aiRatings.messageId, score: aiRatings.score })
          .from(aiRatings)
          .where(
            and(
              eq(aiRatings.companyId, conversation.companyId),
              inArray(
                aiRatings.messageId,
                rows.map((r) => r.id),
              ),
              eq(aiRatings.raterId, raterId),
            ),
          );
  const mine = new Map(ratings.map((r) => [r.messageId, r.score === 'up' ? ('up' as const) : ('down' as const)]));
  return toPage(
    conversation.messageCount,
    q.page,
    q.page_size,
    rows.map((r) => messageView(r, mine.get(r.id) ?? null)),
  );
}
