import type { Booking, BookingRules, Seat, SeatPlan, SpaceDetail, SpaceMe, SquareEntry } from '@campus/contracts';

/** Records shaped as the space endpoints answer them, for the screens' tests. */

export const rules = (patch: Partial<BookingRules> = {}): BookingRules => ({
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '08:00', close: '22:00' })),
  slot_minutes: 30,
  min_minutes: 30,
  max_minutes: 240,
  advance_days: 30,
  needs_approval: false,
  price_per_hour_fen: 0,
  ...patch,
});

export const space = (patch: Partial<SpaceDetail> = {}): SpaceDetail => ({
  id: 'sp1',
  name: '第二会议室',
  kind: 'meeting',
  kind_label: '会议室',
  place: '行政楼 3 楼 305',
  capacity: 8,
  photo_urls: [],
  facilities: ['电视屏', '白板'],
  price_per_hour_fen: 0,
  needs_approval: false,
  hours: { open: '08:00', close: '22:00' },
  available: null,
  description: '小组讨论与面试，无需审批。',
  rules: rules(),
  checkin_code: null,
  can_manage: false,
  ...patch,
});

export const me = (patch: Partial<SpaceMe> = {}): SpaceMe => ({
  is_admin: false,
  blocked_until: null,
  blocked_reason: null,
  no_shows: 0,
  settings: {
    checkin_before_minutes: 15,
    grace_minutes: 15,
    reminder_minutes: 30,
    no_show_limit: 3,
    no_show_days: 30,
    block_days: 7,
    seat_needs_approval: false,
    cancel_cutoff_minutes: 60,
    holidays: [],
    workdays: [],
  },
  ...patch,
});

export const seat = (number: string, patch: Partial<Seat> = {}): Seat => ({
  id: `seat-${number}`,
  number,
  x: 50,
  y: 50,
  features: [],
  feature_labels: [],
  free: true,
  ...patch,
});

export const plan = (seats: Seat[], patch: Partial<SeatPlan> = {}): SeatPlan => ({
  area: {
    id: 'area1',
    name: '图书馆阅览室',
    place: '图书馆 2 楼',
    description: '',
    plan_width: 600,
    plan_height: 400,
    seat_count: seats.length,
    rules: rules({ min_minutes: 60 }),
    hours: { open: '07:00', close: '23:00' },
  },
  seats,
  my_booking: null,
  ...patch,
});

const slot = {
  date: '2026-12-01',
  start_time: '14:00',
  end_time: '15:00',
  start_at: '2026-12-01T06:00:00Z',
  end_at: '2026-12-01T07:00:00Z',
};

export const booking = (patch: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  kind: 'space',
  resource: { id: 'sp1', name: '第二会议室', place: '行政楼 3 楼 305' },
  seat_number: null,
  slot,
  purpose: '项目评审',
  status: { code: 20, label: '已通过' },
  price_fen: 0,
  paid: false,
  created_time: '2026-11-29 10:00:00',
  resource_id: 'sp1',
  booker: { id: 'u1', name: '普通员工' },
  attendees: 4,
  reject_reason: null,
  checkin: { opens_time: '2026-12-01 13:45', closes_time: '2026-12-01 14:15' },
  checked_in_time: null,
  ended_time: null,
  series: [],
  skipped: [],
  needs_approval: false,
  pay_purpose: null,
  square_id: null,
  can: { cancel: true, check_out: false, share: true, pay: false },
  ...patch,
});

export const squareEntry = (patch: Partial<SquareEntry> = {}): SquareEntry => ({
  id: 'sq1',
  kind: 'space',
  booking_id: 'b1',
  title: '羽毛球双打，缺两人',
  resource: { id: 'sp2', name: '羽毛球场', place: '体育馆 2 楼' },
  seat_number: null,
  slot,
  owner: { id: 'u1', name: '普通员工' },
  places: 2,
  joined_count: 1,
  places_left: 1,
  comment_count: 0,
  created_time: '2026-11-29 10:00:00',
  description: '',
  people: [
    { id: 'u1', name: '普通员工' },
    { id: 'u2', name: '巡检员' },
  ],
  is_owner: false,
  joined: false,
  open: true,
  can_join: true,
  can_leave: false,
  ...patch,
});
