/** How an agenda item and a guests' link are shown (the host's detail and the guests' pages). */
import type { ReceptionPlan, ReceptionShareLink } from '@campus/contracts';
import { localDateTime } from '../../platform/time.ts';
import type { visitorReceptionPlans, visitorReceptionShares } from './schema.ts';

export const SHARE_PATH = '/RSP';

export const planView = (p: typeof visitorReceptionPlans.$inferSelect): ReceptionPlan => ({
  id: p.id,
  seq: p.seq,
  start_time: localDateTime(p.startAt).slice(0, 16),
  end_time: p.endAt ? localDateTime(p.endAt).slice(0, 16) : null,
  title: p.title,
  place: p.place,
  content: p.content,
});

export const shareLinkOf = (row: typeof visitorReceptionShares.$inferSelect): ReceptionShareLink => ({
  token: row.token,
  path: `${SHARE_PATH}?share=${row.token}`, // never ?token= (spec 4: the login token)
  expires_at: row.expiresAt.toISOString(),
  expires_time: localDateTime(row.expiresAt),
});
