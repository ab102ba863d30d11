/** Whose a conversation or a message is: another owner's (or another company's) answers 404, as an unknown id. */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { notFound } from '../../platform/errors.ts';
import { aiConversations, aiMessages } from './schema.ts';
import type { ConversationRow, MessageRow } from './views.ts';

export const staffOwner = (staffId: string): string => `staff:${staffId}`;
export const deviceOwner = (deviceId: string): string => `device:${deviceId}`;
export const guestOwner = (guestId: string): string => `guest:${guestId}`;

/**
 * Who rated, for a guest owner (`device:` or `guest:`): a name-based UUID of the owner (v5 form over
 * SHA-256), so a rating's rater stays a uuid as a staff's and never meets a staff id.
 */
export function guestRaterId(owner: string): string {
  const h = createHash('sha256').update(`ai-guest-rater|${owner}`).digest('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function ownConversation(db: Database, companyId: string, owner: string, id: string): Promise<ConversationRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.companyId, companyId), eq(aiConversations.id, id), eq(aiConversations.owner, owner)));
  if (!row) throw notFound();
  return row;
}

export async function ownMessage(db: Database, companyId: string, owner: string, id: string): Promise<MessageRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select(getTableColumns(aiMessages))
    .from(aiMessages)
    .innerJoin(aiConversations, and(eq(aiConversations.companyId, aiMessages.companyId), eq(aiConversations.id, aiMessages.conversationId)))
    .where(and(eq(aiMessages.companyId, companyId), eq(aiMessages.id, id), eq(aiConversations.owner, owner)));
  if (!row) throw notFound();
  return row;
}
