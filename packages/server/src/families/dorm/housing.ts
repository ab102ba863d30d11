/**
 * The housing model as the API answers it, and the one place beds are given out: `placeStay` locks
 * the bed's row (SELECT ... FOR UPDATE), checks the room's gender and every stay of the bed against
 * the new range, then inserts the stay, all in the caller's transaction. Concurrent assignments of
 * one bed queue on the lock, so exactly one wins and the others read its stay and are refused.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, countDistinct, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DORM_ASSET_CONDITIONS, DORM_GENDERS, DORM_HAS_STAY, type DormAsset, type DormRoomSummary, type DormStay } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { staff } from '../../platform/db/schema.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { pageIdsWithCount } from '../../platform/db/bounded-count.ts';
import { dormAssets, dormBeds, dormBuildings, dormRooms, dormStays } from './schema.ts';
import { overlaps } from './split.ts';
import { bedsOfRoomsHeldFrom, heldFrom, roomsByIds, roomsPage, roomsShape, staysOfBedsFrom, type RoomFilter } from './room-statements.ts';

export const DORM_MESSAGES = {
  bedTaken: '该床位已被占用',
  bedUnknown: '床位不存在',
  gender: '该房间仅限{g}性入住',
  hasStay: DORM_HAS_STAY,
  /** To the approver or admin giving a bed to someone who got one meanwhile (another application). */
  applicantHasStay: '申请人已有住宿，不能再分配床位',
  noStay: '您当前没有住宿',
  changeDate: '调宿日期须晚于入住日期',
  outDate: '退宿日期须晚于入住日期',
  sameBed: '请选择其他床位',
  noRoom: '您当前没有宿舍，无法办理',
  notAdmin: '只有宿舍管理员可以办理',
} as const;

type RoomRow = typeof dormRooms.$inferSelect;
type StayRow = typeof dormStays.$inferSelect;

type RoomJoin = Awaited<ReturnType<ReturnType<typeof roomsByIds>['execute']>>[number];

export const roomLabel = (building: string, floor: number, number: string): string => `${building} ${String(floor)}层 ${number}`;

/** The labels (building, floor, number) of the given rooms, by id: one query for all of them. */
export async function roomLabels(db: Database, companyId: string, ids: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(ids)].filter(isGuid);
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: dormRooms.id, floor: dormRooms.floor, number: dormRooms.number, building: dormBuildings.name })
    .from(dormRooms)
    .innerJoin(dormBuildings, and(eq(dormBuildings.companyId, dormRooms.companyId), eq(dormBuildings.id, dormRooms.buildingId)))
    .where(inCompany(dormRooms, companyId, inArray(dormRooms.id, list)));
  return new Map(rows.map((r) => [r.id, roomLabel(r.building, r.floor, r.number)]));
}

/** Stays of these beds that hold them on some day from `from` on. */
async function staysFrom(db: Database, companyId: string, bedIds: string[], from: string): Promise<StayRow[]> {
  if (bedIds.length === 0) return [];
  return staysOfBedsFrom(db).execute({ companyId, ids: bedIds, from });
}

/**
 * Rooms as summaries, with their beds free from `from` on counted: the rooms and their beds (each
 * marked when held) are read at once. Never given a transaction's handle (its callers read outside one).
 */
export async function roomSummaries(
  db: Database,
  companyId: string,
  roomIds: string[],
  from: string,
): Promise<{ summaries: DormRoomSummary[]; freeBeds: Map<string, Set<string>> }> {
  if (roomIds.length === 0) return { summaries: [], freeBeds: new Map() };
  const values = { companyId, ids: roomIds };
  // beds name their room within the company (a foreign key), so the asked ids find the same beds as the rooms found
  const [rows, beds] = await Promise.all([roomsByIds(db).execute(values), bedsOfRoomsHeldFrom(db).execute({ ...values, from })]);
  const freeBeds = new Map<string, Set<string>>();
  const bedCount = new Map<string, number>();
  for (const b of beds) {
    bedCount.set(b.roomId, (bedCount.get(b.roomId) ?? 0) + 1);
    if (!b.held) freeBeds.set(b.roomId, (freeBeds.get(b.roomId) ?? new Set()).add(b.id));
  }
  const summaries = rows.map((r) => summaryOf(r, bedCount.get(r.room.id) ?? 0, freeBeds.get(r.room.id)?.size ?? 0));
  return { summaries, freeBeds };
}

/**
 * A page of the rooms list (issue 33): the page's rooms are chosen through dorm_rooms_place_idx
 * (building, floor, number, which is unique in a building) before anything is joined to them, and
 * counted through the same index, in one statement built once per filter shape (room-statements.ts);
 * a per-row free-bed test is an EXISTS the planner probes per room.
 */
export async function roomPage(
  db: Database,
  companyId: string,
  filter: RoomFilter,
  from: string,
  page: number,
  pageSize: number,
): Promise<{ count: number; summaries: DormRoomSummary[] }> {
  const known = (id: string | undefined) => id === undefined || isGuid(id);
  if (!known(filter.areaId) || !known(filter.buildingId)) return { count: 0, summaries: [] };
  const { ids, total } = await pageIdsWithCount(roomsPage(db, roomsShape(filter)), { companyId, ...filter }, page, pageSize);
  const { summaries } = await roomSummaries(db, companyId, ids, from);
  const byId = new Map(summaries.map((r) => [r.id, r]));
  return { count: total, summaries: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * Rooms, beds and beds free from `from` on, per building, counted by PostgreSQL in one grouped
 * statement: the areas screen's figures, which once built a summary of every room of the company.
 */
export async function buildingCounts(
  db: Database,
  companyId: string,
  from: string,
): Promise<Map<string, { rooms: number; beds: number; free: number }>> {
  const held = heldFrom(db, from);
  const rows = await db
    .select({
      buildingId: dormRooms.buildingId,
      rooms: countDistinct(dormRooms.id),
      beds: count(dormBeds.id),
      free: sql<number>`count(${dormBeds.id}) filter (where not exists (${held}))`.mapWith(Number),
    })
    .from(dormRooms)
    .leftJoin(dormBeds, and(eq(dormBeds.companyId, dormRooms.companyId), eq(dormBeds.roomId, dormRooms.id)))
    .where(inCompany(dormRooms, companyId))
    .groupBy(dormRooms.buildingId);
  return new Map(rows.map((r) => [r.buildingId, { rooms: r.rooms, beds: r.beds, free: r.free }]));
}

function summaryOf({ room, building, area }: RoomJoin, bedCount: number, free: number): DormRoomSummary {
  const gender = room.gender as keyof typeof DORM_GENDERS;
  return {
    id: room.id,
    area: { id: area.id, name: area.name },
    building: { id: building.id, name: building.name },
    floor: room.floor,
    number: room.number,
    label: roomLabel(building.name, room.floor, room.number),
    model: room.model,
    gender,
    gender_label: DORM_GENDERS[gender],
    price_fen: room.priceFen,
    facilities: room.facilities,
    suite: room.suite,
    bed_count: bedCount,
    free_beds: free,
  };
}

export async function roomSummary(db: Database, companyId: string, roomId: string, from: string): Promise<DormRoomSummary | undefined> {
  if (!isGuid(roomId)) return undefined;
  return (await roomSummaries(db, companyId, [roomId], from)).summaries[0];
}

export async function roomAssets(db: Database, companyId: string, roomId: string): Promise<DormAsset[]> {
  const rows = await db
    .select()
    .from(dormAssets)
    .where(inCompany(dormAssets, companyId, eq(dormAssets.roomId, roomId)))
    .orderBy(asc(dormAssets.sort));
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    kind: a.kind,
    condition: a.condition,
    condition_label: DORM_ASSET_CONDITIONS[a.condition],
  }));
}

/** A room with its beds (free from `from`; the occupant on `from`) and assets; 404 when not the company's. */
export async function roomDetail(db: Database, companyId: string, roomId: string, from: string) {
  const summary = await roomSummary(db, companyId, roomId, from);
  if (!summary) throw notFound();
  const beds = await db
    .select()
    .from(dormBeds)
    .where(inCompany(dormBeds, companyId, eq(dormBeds.roomId, roomId)))
    .orderBy(asc(dormBeds.sort));
  const stays = await db
    .select({ stay: dormStays, name: staff.name })
    .from(dormStays)
    .innerJoin(staff, and(eq(staff.companyId, dormStays.companyId), eq(staff.id, dormStays.staffId)))
    .where(inCompany(dormStays, companyId, eq(dormStays.roomId, roomId), or(isNull(dormStays.endDate), gt(dormStays.endDate, from))));
  return {
    ...summary,
    beds: beds.map((b) => {
      const mine = stays.filter((s) => s.stay.bedId === b.id);
      const now = mine.find((s) => s.stay.startDate <= from);
      return { id: b.id, label: b.label, free: mine.length === 0, occupant: now ? { id: now.stay.staffId, name: now.name } : null };
    }),
    assets: await roomAssets(db, companyId, roomId),
  };
}

/** The bed with its room, locked for this transaction; undefined when not the company's. */
async function lockBed(
  tx: Database,
  companyId: string,
  bedId: string,
): Promise<{ bed: typeof dormBeds.$inferSelect; room: RoomRow } | undefined> {
  if (!isGuid(bedId)) return undefined;
  const [bed] = await tx
    .select()
    .from(dormBeds)
    .where(inCompany(dormBeds, companyId, eq(dormBeds.id, bedId)))
    .for('update');
  if (!bed) return undefined;
  const [room] = await tx
    .select()
    .from(dormRooms)
    .where(inCompany(dormRooms, companyId, eq(dormRooms.id, bed.roomId)));
  return room ? { bed, room } : undefined;
}

export function checkGender(room: { gender: string }, gender: string | null | undefined): void {
  if (room.gender === 'any' || gender === undefined || gender === null) return;
  if (room.gender !== gender) throw badRequest(DORM_MESSAGES.gender.replace('{g}', DORM_GENDERS[room.gender as 'male' | 'female']));
}

/** Checks a bed may be asked for (it exists, the gender fits, no stay holds it from `start`): a fast refusal at submit. */
export async function checkBedRequest(db: Database, companyId: string, bedId: string, start: string, gender: string | null): Promise<void> {
  const bed = isGuid(bedId)
    ? (
        await db
          .select({ bed: dormBeds, room: dormRooms })
          .from(dormBeds)
          .innerJoin(dormRooms, and(eq(dormRooms.companyId, dormBeds.companyId), eq(dormRooms.id, dormBeds.roomId)))
          .where(inCompany(dormBeds, companyId, eq(dormBeds.id, bedId)))
      )[0]
    : undefined;
  if (!bed) throw fieldError('bed_id', DORM_MESSAGES.bedUnknown);
  checkGender(bed.room, gender);
  if ((await staysFrom(db, companyId, [bedId], start)).length > 0) throw badRequest(DORM_MESSAGES.bedTaken);
}

/**
 * Gives the bed to the staff from `start` on (open-ended), inside the caller's transaction: lock the
 * bed, check the gender, refuse when any stay holds it on a day from `start` on, or when the staff
 * holds another bed on a day from `start` on.
 */
export async function placeStay(
  tx: Database,
  input: { companyId: string; bedId: string; staffId: string; orderId: string; start: string; gender: string | null; now: Date },
): Promise<StayRow> {
  const locked = await lockBed(tx, input.companyId, input.bedId);
  if (!locked) throw fieldError('bed_id', DORM_MESSAGES.bedUnknown);
  checkGender(locked.room, input.gender);
  const holding = await tx
    .select()
    .from(dormStays)
    .where(inCompany(dormStays, input.companyId, eq(dormStays.bedId, input.bedId)));
  if (holding.some((s) => overlaps(s.startDate, s.endDate, input.start, null))) throw badRequest(DORM_MESSAGES.bedTaken);
  // one bed per person: two applications of one person approved or assigned never give two beds
  // (a change ends the old stay at its date before it places the new one)
  if (await stayOf(tx, input.companyId, input.staffId, input.start)) throw badRequest(DORM_MESSAGES.applicantHasStay);
  const row: StayRow = {
    companyId: input.companyId,
    id: randomUUID(),
    bedId: input.bedId,
    roomId: locked.room.id,
    staffId: input.staffId,
    orderId: input.orderId,
    startDate: input.start,
    endDate: null,
    checkedIn: false,
    createdAt: input.now,
  };
  await tx.insert(dormStays).values(row);
  return row;
}

/** Ends a stay at `date` (the bed is free from that day on); a stay not yet begun by then is removed. */
export async function endStay(tx: Database, companyId: string, stay: StayRow, date: string): Promise<void> {
  if (stay.endDate !== null && stay.endDate <= date) return;
  if (date <= stay.startDate) {
    await tx.delete(dormStays).where(inCompany(dormStays, companyId, eq(dormStays.id, stay.id)));
    return;
  }
  await tx
    .update(dormStays)
    .set({ endDate: date })
    .where(inCompany(dormStays, companyId, eq(dormStays.id, stay.id)));
}

/** The staff's stay on `day`, else the next one to begin; undefined when none. */
export async function stayOf(db: Database, companyId: string, staffId: string, day: string): Promise<StayRow | undefined> {
  const rows = await db
    .select()
    .from(dormStays)
    .where(inCompany(dormStays, companyId, eq(dormStays.staffId, staffId), or(isNull(dormStays.endDate), gt(dormStays.endDate, day))))
    .orderBy(asc(dormStays.startDate));
  return rows.find((s) => s.startDate <= day) ?? rows[0];
}

export async function stayById(db: Database, companyId: string, id: unknown): Promise<StayRow | undefined> {
  if (typeof id !== 'string' || !isGuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(dormStays)
    .where(inCompany(dormStays, companyId, eq(dormStays.id, id)));
  return row;
}

/** A stay as the resident sees it: room, bed and the roommates of `day`. */
export async function stayView(db: Database, companyId: string, stay: StayRow, day: string): Promise<DormStay> {
  const room = await roomSummary(db, companyId, stay.roomId, day);
  if (!room) throw notFound();
  const beds = await db
    .select()
    .from(dormBeds)
    .where(inCompany(dormBeds, companyId, eq(dormBeds.roomId, stay.roomId)));
  const label = new Map(beds.map((b) => [b.id, b.label]));
  const on = stay.startDate > day ? stay.startDate : day;
  const mates = await db
    .select({ stay: dormStays, name: staff.name })
    .from(dormStays)
    .innerJoin(staff, and(eq(staff.companyId, dormStays.companyId), eq(staff.id, dormStays.staffId)))
    .where(
      inCompany(
        dormStays,
        companyId,
        eq(dormStays.roomId, stay.roomId),
        lte(dormStays.startDate, on),
        or(isNull(dormStays.endDate), gt(dormStays.endDate, on)),
      ),
    );
  return {
    id: stay.id,
    room,
    bed: { id: stay.bedId, label: label.get(stay.bedId) ?? '' },
    start_date: stay.startDate,
    end_date: stay.endDate,
    checked_in: stay.checkedIn,
    roommates: mates
      .filter((m) => m.stay.staffId !== stay.staffId)
      .map((m) => ({ id: m.stay.staffId, name: m.name, bed: label.get(m.stay.bedId) ?? '' })),
  };
}
