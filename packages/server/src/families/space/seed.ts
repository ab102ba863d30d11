/**
 * The space family's demo rows, per company (idempotent: stable ids, existing rows kept): the booking
 * settings with the public holidays and make-up workdays, five spaces, two seat areas with their seats
 * (check-in codes drawn on first insert), the `seat` chain (审批人, used when the company asks seats
 * to be approved), a week of bookings from tomorrow on and a few past ones (finished, released), one
 * meeting-room booking waiting for 审批人, and the booking of the approval family's rejected demo
 * 场地预约 order, so that order reads as a booking too.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  PUSH_MODULES,
  SPACE_ORDER_TYPES,
  SPACE_STATUS as S,
  addHubDays,
  hubToday,
  type OpeningHours,
  type SpecialDay,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import type { SeedStep } from '../../platform/seed/seed.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { CODE_DRAWS, CROCKFORD_ALPHABET, draw } from '../../platform/numbers/codes.ts';
import { approvalChains, approvalSteps, orderEvents, orders } from '../../platform/orders/schema.ts';
import { DEFAULT_SETTINGS, HOLDING_STATUSES, instantOf } from './common.ts';
import {
  spaceAreas,
  spaceBookings,
  spaceSeats,
  spaceSettings,
  spaceSpaces,
  spaceSquareComments,
  spaceSquareEntries,
  spaceSquareMembers,
  spaceWaits,
} from './schema.ts';
import type { RuleRow } from './common.ts';

/** Public holidays and make-up workdays (调休上班) of 2026 and New Year 2027. */
export const SEED_HOLIDAYS: SpecialDay[] = [
  ...['2026-01-01', '2026-01-02', '2026-01-03'].map((date) => ({ date, name: '元旦' })),
  ...['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-02-23'].map(
    (date) => ({ date, name: '春节' }),
  ),
  ...['2026-04-04', '2026-04-05', '2026-04-06'].map((date) => ({ date, name: '清明节' })),
  ...['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'].map((date) => ({ date, name: '劳动节' })),
  ...['2026-06-19', '2026-06-20', '2026-06-21'].map((date) => ({ date, name: '端午节' })),
  ...['2026-09-25', '2026-09-26', '2026-09-27'].map((date) => ({ date, name: '中秋节' })),
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'].map((date) => ({
    date,
    name: '国庆节',
  })),
  ...['2027-01-01', '2027-01-02', '2027-01-03'].map((date) => ({ date, name: '元旦' })),
];
export const SEED_WORKDAYS: SpecialDay[] = [
  { date: '2026-01-04', name: '元旦调休' },
  { date: '2026-02-14', name: '春节调休' },
  { date: '2026-02-28', name: '春节调休' },
  { date: '2026-05-09', name: '劳动节调休' },
  { date: '2026-09-20', name: '国庆节调休' },
  { date: '2026-10-10', name: '国庆节调休' },
];

const everyDay = (open: string, close: string): OpeningHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));
const weekdays = (open: string, close: string): OpeningHours[] => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open, close }));

interface SeedSpace extends RuleRow {
  key: string;
  name: string;
  kind: 'meeting' | 'court' | 'hall' | 'other';
  place: string;
  capacity: number;
  description: string;
  facilities: string[];
}

const meetingRules = {
  openingHours: everyDay('08:00', '22:00'),
  slotMinutes: 30,
  minMinutes: 30,
  maxMinutes: 240,
  advanceDays: 30,
  pricePerHourFen: 0,
};
export const SEED_SPACES: SeedSpace[] = [
  {
    key: 'meeting1',
    name: '第一会议室',
    kind: 'meeting',
    place: '行政楼 3 楼 301',
    capacity: 20,
    description: '大型会议、培训与部门例会；需审批。',
    facilities: ['投影仪', '视频会议', '白板', '话筒'],
    ...meetingRules,
    needsApproval: true,
  },
  {
    key: 'meeting2',
    name: '第二会议室',
    kind: 'meeting',
    place: '行政楼 3 楼 305',
    capacity: 8,
    description: '小组讨论与面试，无需审批。',
    facilities: ['电视屏', '白板'],
    ...meetingRules,
    needsApproval: false,
  },
  {
    key: 'hall',
    name: '多功能厅',
    kind: 'hall',
    place: '活动中心 1 楼',
    capacity: 120,
    description: '讲座、年会与文艺活动；工作日开放，需审批。',
    facilities: ['舞台', '音响', 'LED 屏'],
    openingHours: weekdays('09:00', '21:00'),
    slotMinutes: 60,
    minMinutes: 60,
    maxMinutes: 480,
    advanceDays: 60,
    needsApproval: true,
    pricePerHourFen: 0,
  },
  {
    key: 'badminton',
    name: '羽毛球场',
    kind: 'court',
    place: '体育馆 2 楼',
    capacity: 4,
    description: '室内羽毛球场（1 号场），按小时收费。',
    facilities: ['更衣室', '淋浴'],
    openingHours: everyDay('07:00', '22:00'),
    slotMinutes: 60,
    minMinutes: 60,
    maxMinutes: 120,
    advanceDays: 7,
    needsApproval: false,
    pricePerHourFen: 2000,
  },
  {
    key: 'basketball',
    name: '篮球场',
    kind: 'court',
    place: '东区室外球场',
    capacity: 12,
    description: '室外标准篮球场，免费。',
    facilities: ['灯光'],
    openingHours: everyDay('06:00', '22:00'),
    slotMinutes: 60,
    minMinutes: 60,
    maxMinutes: 180,
    advanceDays: 7,
    needsApproval: false,
    pricePerHourFen: 0,
  },
];

const seatRules = {
  openingHours: everyDay('07:00', '23:00'),
  slotMinutes: 30,
  minMinutes: 60,
  maxMinutes: 480,
  advanceDays: 3,
  needsApproval: false,
  pricePerHourFen: 0,
};
export const SEED_AREAS = [
  {
    key: 'library',
    name: '图书馆阅览室',
    place: '图书馆 2 楼',
    description: '安静学习区，请勿交谈。',
    cols: 6,
    rows: 4,
    prefix: 'A',
    ...seatRules,
  },
  {
    key: 'office',
    name: '开放办公区',
    place: '研发楼 5 楼',
    description: '共享工位，带显示器的座位靠窗一侧。',
    cols: 4,
    rows: 4,
    prefix: 'B',
    ...seatRules,
  },
] as const;

/** A seat's features by its place on the plan: sockets on the first column, windows on the last row. */
function featuresOf(area: (typeof SEED_AREAS)[number], col: number, row: number): string[] {
  const out: string[] = [];
  if (col === 0 || col === area.cols - 1) out.push('socket');
  if (row === area.rows - 1) out.push('window');
  if (area.key === 'library' && row === 0) out.push('lamp');
  if (area.key === 'office' && row === area.rows - 1) out.push('monitor');
  if (area.key === 'library' && col >= 2 && col <= 3) out.push('quiet');
  return out;
}

export const spaceKey = {
  space: (c: string, key: string) => seedId(c, `space:space:${key}`),
  area: (c: string, key: string) => seedId(c, `space:area:${key}`),
  seat: (c: string, area: string, n: number) => seedId(c, `space:seat:${area}:${String(n)}`),
  booking: (c: string, key: string) => seedId(c, `space:booking:${key}`),
  square: (c: string) => seedId(c, 'space:square:badminton'),
  wait: (c: string) => seedId(c, 'space:wait:m1'),
};
export const seatNumber = (prefix: string, n: number): string => `${prefix}${String(n).padStart(2, '0')}`;

const newCode = () => draw.chars(CROCKFORD_ALPHABET, 8);

export const seedSpaceSettings: SeedStep = async (db, { id: c }) => {
  await db
    .insert(spaceSettings)
    .values({
      companyId: c,
      ...DEFAULT_SETTINGS,
      holidays: SEED_HOLIDAYS,
      workdays: SEED_WORKDAYS,
      updatedAt: new Date(),
    })
    .onConflictDoNothing();
  await db
    .insert(approvalChains)
    .values({ companyId: c, orderType: SPACE_ORDER_TYPES.seat, steps: [{ kind: 'staff', staff_id: seedStaffId(c, 'approver') }] })
    .onConflictDoNothing();
};

/**
 * Inserts the rows not stored yet, each under a fresh check-in code, in one statement per round: a
 * row whose code was taken (its insert did nothing and its id is still missing) is drawn again, ten
 * rounds at most (withFreshCode's bound), then the seed fails instead of looping.
 */
async function insertWithCodes<R extends { id: string }>(
  missing: R[],
  insert: (rows: (R & { checkinCode: string })[]) => Promise<{ id: string }[]>,
): Promise<void> {
  let left = missing;
  for (let round = 0; round < CODE_DRAWS && left.length > 0; round++) {
    const stored = new Set((await insert(left.map((r) => ({ ...r, checkinCode: newCode() })))).map((r) => r.id));
    left = left.filter((r) => !stored.has(r.id));
  }
  if (left.length > 0) throw new Error(`No free check-in code after ${String(CODE_DRAWS)} draws`);
}

export const seedSpaces: SeedStep = async (db, { id: c }) => {
  const spaceIds = SEED_SPACES.map((s) => spaceKey.space(c, s.key));
  const haveSpaces = new Set(
    (
      await db
        .select({ id: spaceSpaces.id })
        .from(spaceSpaces)
        .where(and(eq(spaceSpaces.companyId, c), inArray(spaceSpaces.id, spaceIds)))
    ).map((r) => r.id),
  );
  const spaces = SEED_SPACES.map((s, i) => ({
    companyId: c,
    id: spaceKey.space(c, s.key),
    name: s.name,
    kind: s.kind,
    place: s.place,
    capacity: s.capacity,
    description: s.description,
    photoFileIds: [],
    facilities: s.facilities,
    openingHours: s.openingHours,
    slotMinutes: s.slotMinutes,
    minMinutes: s.minMinutes,
    maxMinutes: s.maxMinutes,
    advanceDays: s.advanceDays,
    needsApproval: s.needsApproval,
    pricePerHourFen: s.pricePerHourFen,
    sort: i,
  })).filter((s) => !haveSpaces.has(s.id));
  await insertWithCodes(spaces, (rows) => db.insert(spaceSpaces).values(rows).onConflictDoNothing().returning({ id: spaceSpaces.id }));
  await db
    .insert(spaceAreas)
    .values(
      SEED_AREAS.map((a, i) => ({
        companyId: c,
        id: spaceKey.area(c, a.key),
        name: a.name,
        place: a.place,
        description: a.description,
        planWidth: a.cols * 100,
        planHeight: a.rows * 100,
        openingHours: a.openingHours,
        slotMinutes: a.slotMinutes,
        minMinutes: a.minMinutes,
        maxMinutes: a.maxMinutes,
        advanceDays: a.advanceDays,
        needsApproval: a.needsApproval,
        pricePerHourFen: a.pricePerHourFen,
        sort: i,
      })),
    )
    .onConflictDoNothing();
  const seats = SEED_AREAS.flatMap((a) =>
    Array.from({ length: a.rows * a.cols }, (_, k) => {
      const row = Math.floor(k / a.cols);
      const col = k % a.cols;
      return {
        companyId: c,
        id: spaceKey.seat(c, a.key, k + 1),
        areaId: spaceKey.area(c, a.key),
        number: seatNumber(a.prefix, k + 1),
        x: col * 100 + 50,
        y: row * 100 + 50,
        features: featuresOf(a, col, row),
      };
    }),
  );
  const haveSeats = new Set(
    (
      await db
        .select({ id: spaceSeats.id })
        .from(spaceSeats)
        .where(
          and(
            eq(spaceSeats.companyId, c),
            inArray(
              spaceSeats.id,
              seats.map((x) => x.id),
            ),
          ),
        )
    ).map((r) => r.id),
  );
  await insertWithCodes(
    seats.filter((x) => !haveSeats.has(x.id)),
    (rows) => db.insert(spaceSeats).values(rows).onConflictDoNothing().returning({ id: spaceSeats.id }),
  );
};

interface SeedBooking {
  key: string;
  kind: 'space' | 'seat';
  resourceId: string;
  areaId: string | null;
  booker: string;
  date: string;
  start: string;
  end: string;
  status: number;
  purpose: string;
  attendees: number;
  title: string;
  /** In approval: 审批人 pending, then the head of 行政部. */
  pending?: boolean;
  /** An order that exists already (the approval family's demo): only the booking row is added. */
  existingOrder?: string;
  priceFen?: number;
}

function seedBookings(c: string, today: string): SeedBooking[] {
  const out: SeedBooking[] = [];
  const m1 = spaceKey.space(c, 'meeting1');
  const m2 = spaceKey.space(c, 'meeting2');
  const court = spaceKey.space(c, 'basketball');
  const library = spaceKey.area(c, 'library');
  for (let d = 1; d <= 7; d++) {
    const date = addHubDays(today, d);
    out.push(
      {
        key: `m1-${d}`,
        kind: 'space',
        resourceId: m1,
        areaId: null,
        booker: 'demo',
        date,
        start: '10:00',
        end: '11:00',
        status: S.approved,
        purpose: '部门例会',
        attendees: 12,
        title: `第一会议室 ${date} 10:00-11:00`,
      },
      {
        key: `m2-${d}`,
        kind: 'space',
        resourceId: m2,
        areaId: null,
        booker: 'staff',
        date,
        start: '15:30',
        end: '17:00',
        status: S.approved,
        purpose: '项目评审',
        attendees: 6,
        title: `第二会议室 ${date} 15:30-17:00`,
      },
      {
        key: `court-${d}`,
        kind: 'space',
        resourceId: court,
        areaId: null,
        booker: 'patrolman',
        date,
        start: '18:00',
        end: '19:00',
        status: S.approved,
        purpose: '篮球友谊赛',
        attendees: 10,
        title: `篮球场 ${date} 18:00-19:00`,
      },
    );
    if (d <= 3)
      out.push({
        key: `seat-${d}`,
        kind: 'seat',
        resourceId: spaceKey.seat(c, 'library', 1),
        areaId: library,
        booker: 'approver',
        date,
        start: '08:00',
        end: '12:00',
        status: S.approved,
        purpose: '',
        attendees: 1,
        title: `图书馆阅览室 A01号座 ${date} 08:00-12:00`,
      });
  }
  const tomorrow = addHubDays(today, 1);
  out.push(
    {
      key: 'm1-pending',
      kind: 'space',
      resourceId: m1,
      areaId: null,
      booker: 'staff',
      date: addHubDays(today, 2),
      start: '14:00',
      end: '16:00',
      status: S.inApproval,
      purpose: '季度总结会',
      attendees: 15,
      title: `第一会议室 ${addHubDays(today, 2)} 14:00-16:00`,
      pending: true,
    },
    {
      key: 'past-done',
      kind: 'space',
      resourceId: m2,
      areaId: null,
      booker: 'staff',
      date: addHubDays(today, -1),
      start: '09:00',
      end: '10:00',
      status: S.finished,
      purpose: '周会',
      attendees: 5,
      title: `第二会议室 ${addHubDays(today, -1)} 09:00-10:00`,
    },
    {
      key: 'past-released',
      kind: 'seat',
      resourceId: spaceKey.seat(c, 'library', 2),
      areaId: library,
      booker: 'staff',
      date: addHubDays(today, -2),
      start: '14:00',
      end: '17:00',
      status: S.released,
      purpose: '',
      attendees: 1,
      title: `图书馆阅览室 A02号座 ${addHubDays(today, -2)} 14:00-17:00`,
    },
    {
      key: 'badminton',
      kind: 'space',
      resourceId: spaceKey.space(c, 'badminton'),
      areaId: null,
      booker: 'staff',
      date: tomorrow,
      start: '19:00',
      end: '20:00',
      status: S.approved,
      purpose: '羽毛球双打，缺两人',
      attendees: 4,
      title: `羽毛球场 ${tomorrow} 19:00-20:00`,
      priceFen: 2000,
    },
    // the approval family's rejected demo order (approval/seed.ts, key space-rejected)
    {
      key: 'demo-rejected',
      kind: 'space',
      resourceId: m1,
      areaId: null,
      booker: 'staff',
      date: '2026-03-05',
      start: '14:00',
      end: '16:00',
      status: S.rejected,
      purpose: '季度总结会',
      attendees: 15,
      title: '预约第一会议室',
      existingOrder: seedId(c, 'order:space-rejected'),
    },
  );
  return out;
}

/** The seeded bookings in four statements: their orders (new ones only), events and steps, then the booking rows. */
async function insertBookings(db: Database, c: string, list: SeedBooking[], now: Date): Promise<void> {
  const own = list.filter((b) => !b.existingOrder);
  const orderId = (b: SeedBooking) => b.existingOrder ?? spaceKey.booking(c, b.key);
  const inserted = new Set(
    (
      await db
        .insert(orders)
        .values(
          own.map((b) => ({
            companyId: c,
            id: orderId(b),
            module: PUSH_MODULES.space,
            orderType: b.kind,
            applicantId: seedStaffId(c, b.booker),
            title: b.title,
            status: b.status,
            payload: {
              fields: [
                { label: b.kind === 'seat' ? '座位' : '场地', value: b.title.split(' ')[0] ?? '' },
                { label: '时间', value: `${b.date} ${b.start}-${b.end}` },
                ...(b.purpose ? [{ label: '用途', value: b.purpose }] : []),
              ],
              data: { kind: b.kind, resource_id: b.resourceId, date: b.date, start_time: b.start, end_time: b.end },
            },
            rejectReason: null,
            version: 0,
            createdAt: now,
            updatedAt: now,
            approvedAt: b.pending ? null : now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: orders.id })
    ).map((r) => r.id),
  );
  const fresh = own.filter((b) => inserted.has(orderId(b)));
  if (fresh.length > 0)
    await db.insert(orderEvents).values(
      fresh.map((b) => ({
        companyId: c,
        id: seedId(c, `space:booking:${b.key}:event`),
        orderId: orderId(b),
        actorId: seedStaffId(c, b.booker),
        action: 'submit',
        fromStatus: null,
        toStatus: b.pending ? S.inApproval : S.approved,
        remark: b.pending ? null : '无需审批，自动通过',
        createdAt: now,
      })),
    );
  const pending = fresh.filter((b) => b.pending);
  if (pending.length > 0)
    await db.insert(approvalSteps).values(
      pending.flatMap((b) => [
        {
          companyId: c,
          id: seedId(c, `space:booking:${b.key}:step:1`),
          orderId: orderId(b),
          seq: 1,
          approverId: seedStaffId(c, 'approver'),
          state: 'pending' as const,
          pendingSince: now,
          createdAt: now,
        },
        {
          companyId: c,
          id: seedId(c, `space:booking:${b.key}:step:2`),
          orderId: orderId(b),
          seq: 2,
          approverId: seedStaffId(c, 'demo'),
          state: 'waiting' as const,
          pendingSince: null,
          createdAt: now,
        },
      ]),
    );
  // the approval family's demo order gets its booking only if that order is there
  const borrowed = list.filter((b) => b.existingOrder);
  const present = new Set(
    borrowed.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.companyId, c), inArray(orders.id, borrowed.map(orderId))))
        ).map((r) => r.id),
  );
  const rows = [...fresh, ...borrowed.filter((b) => present.has(orderId(b)))];
  if (rows.length === 0) return;
  await db
    .insert(spaceBookings)
    .values(
      rows.map((b) => {
        const startAt = instantOf(b.date, b.start);
        const endAt = instantOf(b.date, b.end);
        return {
          companyId: c,
          id: orderId(b),
          kind: b.kind,
          resourceId: b.resourceId,
          areaId: b.areaId,
          bookerId: seedStaffId(c, b.booker),
          date: b.date,
          startAt,
          endAt,
          holdEndAt: endAt,
          holding: HOLDING_STATUSES.includes(b.status),
          status: b.status,
          purpose: b.purpose,
          attendees: b.attendees,
          needsApproval: b.pending === true || b.status === S.rejected,
          skipped: [],
          priceFen: b.priceFen ?? 0,
          clientKey: `seed-${b.key}`,
          endedAt: b.status === S.finished || b.status === S.released ? endAt : null,
          checkedInAt: b.status === S.finished ? startAt : null,
          createdAt: now,
        };
      }),
    )
    .onConflictDoNothing();
}

export const seedSpaceBookings: SeedStep = async (db, { id: c }) => {
  const now = new Date();
  await insertBookings(db, c, seedBookings(c, hubToday(now)), now);
};

/** 普通员工 shares tomorrow's badminton booking (two places, 巡检员 joined and commented) and waits for a taken meeting room. */
export const seedSpaceSquare: SeedStep = async (db, { id: c }) => {
  const now = new Date();
  const bookingId = spaceKey.booking(c, 'badminton');
  const [booking] = await db
    .select()
    .from(spaceBookings)
    .where(and(eq(spaceBookings.companyId, c), eq(spaceBookings.id, bookingId)));
  if (!booking) return;
  const entryId = spaceKey.square(c);
  const inserted = await db
    .insert(spaceSquareEntries)
    .values({
      companyId: c,
      id: entryId,
      bookingId,
      kind: 'space',
      ownerId: booking.bookerId,
      title: '羽毛球双打，缺两人',
      description: '中等水平，自带球拍，球我来带。',
      places: 2,
      joinedCount: 1,
      commentCount: 1,
      startAt: booking.startAt,
      endAt: booking.endAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: spaceSquareEntries.id });
  if (inserted.length > 0) {
    await db.insert(spaceSquareMembers).values({ companyId: c, entryId, staffId: seedStaffId(c, 'patrolman'), joinedAt: now });
    await db.insert(spaceSquareComments).values({
      companyId: c,
      id: seedId(c, 'space:square:comment:1'),
      entryId,
      authorId: seedStaffId(c, 'patrolman'),
      content: '我来！七点准时到。',
      createdAt: now,
    });
  }
  const taken = await db
    .select()
    .from(spaceBookings)
    .where(and(eq(spaceBookings.companyId, c), eq(spaceBookings.id, spaceKey.booking(c, 'm1-1'))));
  const m1 = taken[0];
  if (m1)
    await db
      .insert(spaceWaits)
      .values({
        companyId: c,
        id: spaceKey.wait(c),
        staffId: seedStaffId(c, 'staff'),
        kind: 'space',
        resourceId: m1.resourceId,
        date: m1.date,
        startAt: m1.startAt,
        endAt: m1.endAt,
        state: 'waiting',
        createdAt: now,
      })
      .onConflictDoNothing();
};
