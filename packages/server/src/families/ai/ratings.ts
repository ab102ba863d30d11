/** A rating of an answer, the same for a person and a guest: only a finished answer, one per rater (again replaces it). */
import { randomUUID } from 'node:crypto';
import { aiMessages as MSG, type AiRating } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { badRequest } from '../../platform/errors.ts';
import { localDateTime } from '../../platform/time.ts';
import { aiRatings } from './schema.ts';
import type { MessageRow } from './views.ts';

export interface RatingInput {
  score: 'up' | 'down';
  tags: readonly string[];
  text: string;
}

export async function storeRating(db: Database, row: MessageRow, raterId: string, body: RatingInput, now: Date): Promise<AiRating> {
  if (row.role !== 'assistant') throw badRequest(MSG.notAnswer);
  if (row.status === 'streaming') throw badRequest(MSG.notFinished);
  const rating = { score: body.score, tags: [...new Set(body.tags)], text: body.text, ratedAt: now };
  const [stored] = await db
    .insert(aiRatings)
    .values({ companyId: row.companyId, id: randomUUID(), messageId: row.id, conversationId: row.conversationId, raterId, ...rating })
    .onConflictDoUpdate({ target: [aiRatings.companyId, aiRatings.messageId, aiRatings.raterId], set: rating })
    .returning();
  if (!stored) throw new Error('ai: rating not stored');
  return ratingView(stored);
}

export function ratingView(r: typeof aiRatings.$inferSelect): AiRating {
  return {
    id: r.id,
    message_id: r.messageId,
    conversation_id: r.conversationId,
    score: r.score === 'up' ? 'up' : 'down',
    tags: r.tags,
    text: r.text,
    created_time: localDateTime(r.ratedAt),
  };
}
