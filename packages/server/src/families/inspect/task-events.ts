/** The history of a rectification or a reform task: who did what, when, with which remark and photos. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { fileRefs } from '../../platform/files/index.ts';
import type { FileRef } from '@campus/contracts';
import { time } from './common.ts';
import { inspectTaskEvents } from './schema.ts';

export async function addTaskEvent(
  tx: Database,
  e: { companyId: string; subjectId: string; action: string; actorId: string; remark?: string | null; photos?: string[]; at: Date },
): Promise<void> {
  await tx.insert(inspectTaskEvents).values({
    companyId: e.companyId,
    id: randomUUID(),
    subjectId: e.subjectId,
    action: e.action,
    actorId: e.actorId,
    remark: e.remark ?? null,
    photos: e.photos ?? [],
    createdAt: e.at,
  });
}

export interface TaskEventView<A extends string> {
  action: A;
  actor: { id: string; name: string };
  remark: string | null;
  photos: FileRef[];
  created_time: string;
}

export async function taskEvents<A extends string>(db: Database, companyId: string, subjectId: string): Promise<TaskEventView<A>[]> {
  const rows = await db
    .select()
    .from(inspectTaskEvents)
    .where(inCompany(inspectTaskEvents, companyId, eq(inspectTaskEvents.subjectId, subjectId)))
    .orderBy(asc(inspectTaskEvents.createdAt), asc(inspectTaskEvents.id))
    .limit(200);
  const names = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.actorId),
  );
  const photos = await fileRefs(
    db,
    companyId,
    rows.flatMap((r) => r.photos),
  );
  const byId = new Map(photos.map((p) => [p.id, p]));
  return rows.map((r) => ({
    action: r.action as A,
    actor: { id: r.actorId, name: names.get(r.actorId)?.name ?? '' },
    remark: r.remark,
    photos: r.photos.flatMap((id) => {
      const f = byId.get(id);
      return f ? [f] : [];
    }),
    created_time: time(r.createdAt) ?? '',
  }));
}
