/**
 * The assistant's lists at scale (issue 40, as issue 33 asks of every list): the platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not this family's; here company `sa` gets
 * 10,000 conversations of one person and 10,000 of one guest device, 10,000 messages in one
 * conversation and 10,000 ratings (a third of them down, so page 200 of those is still inside them), and every list of the family is requested on page 1 and page 200
 * while every SELECT is captured and EXPLAINed (src/bench/scale/plan-check.ts): no sequential scan of
 * a big table, no sort, hash or aggregate of the history, at most 8 statements a request. PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { aiEndpoints, aiGuestEndpoints, endpointUrl } from '@campus/contracts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { B } from '../../platform/test/harness.ts';
import { describeListScale } from '../../platform/test/list-scale.ts';
import { DEMO_PHONE } from '../../platform/seed/data.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { aiKey } from './seed.ts';

const SA = B.id;
const ROWS = 10_000;
const DEVICE = 'scale-device-000000001';

/** Grows the family's tables of `c` in SQL (md5 ids), all of 普通员工 and one guest device. */
async function grow(handle: DatabaseHandle, c: string): Promise<void> {
  const staff = seedStaffId(c, 'staff');
  const conversation = aiKey.conversation(c);
  const db = handle.db;
  const id = (kind: string) => sql.raw(`md5('${c}:${kind}:' || n)::uuid`);
  await db.execute(sql`
    INSERT INTO ai_conversations (company_id, id, owner, kind, title, preview, message_count, created_at, updated_at)
    SELECT ${c}, ${id('conversation')}, CASE WHEN n <= ${ROWS} THEN ${`staff:${staff}`} ELSE ${`device:${DEVICE}`} END, 'general', '问题' || n, '',
      0, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO ai_messages (company_id, id, conversation_id, seq, role, text, status, created_at, updated_at)
    SELECT ${c}, ${id('message')}, ${conversation}, n + 2, CASE WHEN n % 2 = 1 THEN 'user' ELSE 'assistant' END, '内容' || n, 'done', now(), now()
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(
    sql`UPDATE ai_conversations SET message_count = message_count + ${ROWS} WHERE company_id = ${c} AND id = ${conversation}`,
  );
  await db.execute(sql`
    INSERT INTO ai_ratings (company_id, id, message_id, conversation_id, rater_id, score, tags, text, rated_at)
    SELECT ${c}, ${id('rating')}, ${id('message')}, ${conversation}, ${staff}, CASE WHEN n % 3 = 0 THEN 'down' ELSE 'up' END, '{}', '', now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`ANALYZE`);
}

describeListScale({
  family: 'the assistant',
  issue: 'issue 40',
  bigTables: ['ai_conversations', 'ai_messages', 'ai_ratings'],
  grow,
  async lists(login) {
    const staff = await login('13800000005');
    const admin = await login(DEMO_PHONE);
    return [
      { path: endpointUrl(aiEndpoints.listConversations), token: staff },
      { path: endpointUrl(aiEndpoints.listMessages, { id: aiKey.conversation(SA) }), token: staff },
      { path: endpointUrl(aiEndpoints.listRatings), token: admin },
      { path: endpointUrl(aiEndpoints.listRatings), query: { score: 'down' }, token: admin },
      { path: endpointUrl(aiGuestEndpoints.listConversations), query: { company_id: SA, device_id: DEVICE }, token: null },
    ];
  },
});
