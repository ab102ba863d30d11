/**
 * The lifecycle rectifications and reform tasks share (issue 39): the doer (a rectification's
 * assignee, a task's responsible person) hands the work in with a remark and photos; the checker (the
 * inspector who opened it, or an admin) accepts it or reopens it with a reason (reopen_count + 1).
 * Every move is a conditional update on the state it leaves, so of two at once one passes and the
 * other gets 400 当前状态不能执行该操作; it is written with its history event in one transaction, and
 * the person who acts next is pushed once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { INSPECT_MESSAGES as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { scoped, type CompanyTable } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { forbiddenWith, inspectPush, isAdmin, sendAll } from './common.ts';
import { addTaskEvent } from './task-events.ts';

/** A table of checked work: its rows have an id, a status and a reopen count. */
export type CheckedTable = CompanyTable & { id: PgColumn; status: PgColumn; reopenCount: PgColumn };

/** What the lifecycle reads of a row. */
export interface CheckedRow {
  companyId: string;
  id: string;
  title: string;
  inspectorId: string;
}

/** A push to whoever acts next: its kind, title and words. */
interface Notice<Row> {
  kind: { module: string; action_type: string };
  title: string;
  content: (row: Row, text: string) => string;
}

export interface LifecycleSpec<T extends CheckedTable, Row extends CheckedRow> {
  table: T;
  states: { open: string; handedIn: string; done: string };
  /** Who hands the work in (and is told of a reopening). */
  doerOf: (row: Row) => string | null;
  handIn: { action: string; values: (remark: string, photos: string[]) => PgUpdateSetSource<T>; notice: Notice<Row> };
  acceptAction: string;
  reopenNotice: Notice<Row>;
}

export interface TaskLifecycle<Row> {
  /** Moves the row from `from` with `values`; 400 当前状态不能执行该操作 when another move came first. */
  move(tx: Database, row: Row, from: string, values: object): Promise<void>;
  handIn(auth: AuthContext, row: Row, body: { remark: string; photos: string[] }): Promise<void>;
  accept(auth: AuthContext, row: Row, remark: string | null): Promise<void>;
  reopen(auth: AuthContext, row: Row, reason: string): Promise<void>;
}

export function taskLifecycle<T extends CheckedTable, Row extends CheckedRow>(
  ctx: AppContext,
  spec: LifecycleSpec<T, Row>,
): TaskLifecycle<Row> {
  const { table, states } = spec;

  async function move(tx: Database, row: Row, from: string, values: object): Promise<void> {
    const moved = await scoped(tx, row.companyId).update(
      table,
      values as PgUpdateSetSource<T>,
      eq(table.id, row.id),
      eq(table.status, from),
    );
    if (moved.length === 0) throw badRequest(M.wrongState);
  }

  /** One move with its history event, then the push (after the commit). */
  async function step(
    auth: AuthContext,
    row: Row,
    from: string,
    values: object,
    event: { action: string; remark: string | null; photos?: string[] },
    push?: PendingPush | null,
  ): Promise<void> {
    await ctx.handle.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await move(tx, row, from, values);
      await addTaskEvent(tx, { companyId: auth.companyId, subjectId: row.id, actorId: auth.staffId, at: ctx.now(), ...event });
    });
    if (push) await sendAll(ctx, auth.companyId, [push]);
  }

  const checkerOnly = (auth: AuthContext, row: Row) => {
    if (row.inspectorId !== auth.staffId && !isAdmin(auth)) throw forbiddenWith(M.onlyInspector);
  };
  const notify = (to: string | null, row: Row, notice: Notice<Row>, text: string) =>
    to ? inspectPush(to, row.id, notice.kind, notice.title, notice.content(row, text)) : null;

  return {
    move,
    async handIn(auth, row, { remark, photos }) {
      if (spec.doerOf(row) !== auth.staffId) throw forbiddenWith(M.onlyAssignee);
      await checkAttachments(ctx.handle.db, auth, photos, 'photos');
      await step(
        auth,
        row,
        states.open,
        { status: states.handedIn, ...spec.handIn.values(remark, photos) },
        { action: spec.handIn.action, remark, photos },
        notify(row.inspectorId, row, spec.handIn.notice, remark),
      );
    },
    async accept(auth, row, remark) {
      checkerOnly(auth, row);
      await step(auth, row, states.handedIn, { status: states.done }, { action: spec.acceptAction, remark });
    },
    async reopen(auth, row, reason) {
      checkerOnly(auth, row);
      await step(
        auth,
        row,
        states.handedIn,
        { status: states.open, reopenCount: sql`${table.reopenCount} + 1` },
        { action: 'reopen', remark: reason },
        notify(spec.doerOf(row), row, spec.reopenNotice, reason),
      );
    },
  };
}
