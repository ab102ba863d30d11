import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { addHubDays, hubDate, hubDateTime, hubInstant, hubToday, pickerDay, pickerDayText } from './hub-time.ts';

describe('hub clock (Asia/Shanghai, spec 3 *_time fields)', () => {
  it('formats an instant on the China clock whatever the process zone', () => {
    expect(hubDateTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(hubDateTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01 08:00:00');
  });

  it('null for an absent or unreadable time', () => {
    expect(hubDateTime(null)).toBeNull();
    expect(hubDateTime(undefined)).toBeNull();
    expect(hubDateTime('')).toBeNull();
    expect(hubDateTime('not a time')).toBeNull();
  });

  it('hub dates and instants: the China date of an instant, the instant of a China date and time, days later', () => {
    expect(hubDate(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23');
    expect(hubDate('2026-11-22T15:59:59Z')).toBe('2026-11-22');
    expect(hubInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(hubInstant('2026-01-01', '00:00').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(addHubDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addHubDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("a picker starts on the hub's today even where the phone's day is still yesterday (a 400 开始日期不能早于今天 otherwise)", () => {
    const lateEveningInLondon = new Date('2026-11-25T17:07:00Z'); // already the 26th in China
    expect(hubToday(lateEveningInLondon)).toBe('2026-11-26');
    const shown = pickerDay(hubToday(lateEveningInLondon));
    expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours()]).toEqual([2026, 11, 26, 0]);
    expect(pickerDayText(shown)).toBe('2026-11-26');
    expect(pickerDayText(pickerDay('2027-01-01'))).toBe('2027-01-01');
  });
});

// The answers before the fixed-offset path (issue 33): dayjs's timezone plugin, called as hub-time did.
dayjs.extend(utc);
dayjs.extend(timezone);
const dayjsDateTime = (time: Date | string): string | null => {
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.tz('Asia/Shanghai').format('YYYY-MM-DD HH:mm:ss') : null;
};
const dayjsDate = (time: Date | string): string => dayjs(time).tz('Asia/Shanghai').format('YYYY-MM-DD');
const dayjsInstant = (date: string, time: string): number => dayjs.tz(`${date} ${time}`, 'Asia/Shanghai').valueOf();

/** Shanghai's wall clock from Intl (tzdata, whatever the runtime's zone): the judge where dayjs and the fast path differ. */
const shanghaiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
function intlDateTime(ms: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => shanghaiParts.formatToParts(ms).find((p) => p.type === type)?.value ?? '?';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * Whether a wall time ('YYYY-MM-DD HH:mm:ss') does not exist in the runtime's zone (its spring-forward
 * hour). dayjs reads the hub's wall clock back as a local time there, and such a time comes out an hour
 * late: the one place the fixed-offset path answers otherwise, and rightly.
 */
function missingInRuntimeZone(wall: string): boolean {
  const [y, mo, d, h, mi, s] = wall.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
  const local = new Date(y, mo - 1, d, h, mi, s);
  return local.getHours() !== h || local.getMinutes() !== mi || local.getDate() !== d;
}

/** A seeded generator (mulberry32), so a failure names the same instants on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const FIXED_FROM = Date.UTC(1992, 0, 1) - 8 * HOUR; // 1992-01-01T00:00:00+08:00
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The same instant written with another offset ('+08:00', '-05:00', ...), as an API client may send it. */
function withOffset(ms: number, offsetMinutes: number): string {
  const wall = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

type Mismatch = { input: string; fast: string; dayjs: string };
/**
 * Every input whose fast answers (hubDateTime, hubDate) differ from dayjs's, except a runtime
 * spring-forward hour where Intl agrees with the fast one. dayjs's tz() builds an Intl formatter per
 * call (the slowness issue 33 removes), so it is asked once per instant as dayjs reads the input: its
 * answer depends on nothing else, and its 'YYYY-MM-DD' is the date part of the same time.
 */
function mismatches(inputs: (Date | string)[]): { unexplained: Mismatch[]; runtimeGaps: number } {
  const unexplained: Mismatch[] = [];
  const dayjsByInstant = new Map<number, string | null>();
  let runtimeGaps = 0;
  for (const input of inputs) {
    const ms = dayjs(input).valueOf();
    let old = dayjsByInstant.get(ms);
    if (old === undefined) {
      old = dayjsDateTime(input);
      dayjsByInstant.set(ms, old);
    }
    const fast = hubDateTime(input);
    const fastDate = fast === null ? null : hubDate(input);
    if (fast === old && fastDate === (old?.split(' ')[0] ?? null)) continue;
    if (fast !== null && old !== null && missingInRuntimeZone(fast) && fast === intlDateTime(ms) && fastDate === fast.slice(0, 10)) {
      runtimeGaps += 1;
    } else {
      const label = input instanceof Date ? `Date(${input.toISOString()})` : input;
      unexplained.push({ input: label, fast: `${String(fast)} / ${String(fastDate)}`, dayjs: String(old) });
    }
  }
  return { unexplained, runtimeGaps };
}

describe('hub clock: the fixed +8 h path answers as dayjs did (issue 33)', () => {
  it('4,000 seeded instants across 1992-2100, as Dates and as ISO strings with Z, +08:00 and other offsets', () => {
    const next = random(33);
    const until = Date.UTC(2100, 11, 31, 16);
    const inputs: (Date | string)[] = [];
    for (let i = 0; i < 4_000; i += 1) {
      const ms = FIXED_FROM + Math.floor(next() * (until - FIXED_FROM));
      inputs.push(new Date(ms), new Date(ms).toISOString(), withOffset(ms, 480));
      if (i % 10 === 0) inputs.push(withOffset(ms, -300), withOffset(ms, 345), withOffset(ms, 0).replace('.000', ''));
    }
    const { unexplained, runtimeGaps } = mismatches(inputs);
    expect(unexplained).toEqual([]);
    // hubDate against dayjs's own 'YYYY-MM-DD' too, on every 100th input
    const dates = inputs.filter((_, i) => i % 100 === 0);
    expect(dates.map(hubDate)).toEqual(dates.map(dayjsDate));
    // a zone without daylight saving has no spring-forward hour: there the answers are all dayjs's
    if (new Date(2026, 0, 1).getTimezoneOffset() === new Date(2026, 6, 1).getTimezoneOffset()) expect(runtimeGaps).toBe(0);
  }, 30_000); // dayjs, the oracle, takes about 0.2 ms a call

  it('millisecond and second edges, hub midnights and new years, the first fixed instant and the last four-digit year', () => {
    const next = random(1991);
    const inputs: (Date | string)[] = [];
    const around = (ms: number) => {
      for (const delta of [-1001, -1000, -999, -1, 0, 1, 999, 1000, 1001]) {
        inputs.push(new Date(ms + delta), new Date(ms + delta).toISOString(), withOffset(ms + delta, 480));
      }
    };
    for (let year = 1992; year <= 2101; year += 1) around(Date.UTC(year, 0, 1) - 8 * HOUR); // hub new year
    for (let i = 0; i < 200; i += 1) {
      const day = Math.floor(next() * 40_000); // a hub midnight (and noon) within 1992-2101
      around(FIXED_FROM + day * 24 * HOUR);
      around(FIXED_FROM + day * 24 * HOUR + 12 * HOUR);
    }
    around(FIXED_FROM);
    around(Date.UTC(2000, 1, 29, 16)); // 2000-03-01 on the hub clock, after a leap day
    around(Date.UTC(10_000, 0, 1) - 8 * HOUR); // the hub's year 10000: dayjs's answer
    inputs.push('2026-11-22T16:30:05Z', '2026-11-22T16:30Z', '2026-11-23T00:30:05.123456+08:00', '2026-11-23T00:30:05.5+08:00');
    // 2026-03-08 02:30 in Shanghai: in the spring-forward hour of New York and Los Angeles
    inputs.push(new Date('2026-03-07T18:30:00Z'), '2026-03-08T02:30:00+08:00');
    const { unexplained, runtimeGaps } = mismatches(inputs);
    expect(unexplained).toEqual([]);
    if (missingInRuntimeZone('2026-03-08 02:30:00')) expect(runtimeGaps).toBeGreaterThanOrEqual(2);
  });

  it('a hub date some days later is calendar arithmetic: as dayjs.tz answered, across leap days, new years and DST elsewhere', () => {
    const dayjsAddDays = (date: string, days: number): string =>
      dayjs.tz(`${date} 12:00`, 'Asia/Shanghai').add(days, 'day').format('YYYY-MM-DD');
    const next = random(34);
    const cases: [string, number][] = [
      ['2024-02-28', 1],
      ['2024-02-29', 365],
      ['2026-03-07', 1], // the runtime's spring-forward night in Los Angeles
      ['2026-11-01', -1],
      ['1988-07-01', 30], // China's daylight saving years
    ];
    for (let i = 0; i < 300; i += 1) {
      const date = new Date(Date.UTC(1990, 0, 1) + Math.floor(next() * 40_000) * 86_400_000).toISOString().slice(0, 10);
      cases.push([date, Math.floor(next() * 800) - 400]);
    }
    expect(cases.map(([date, days]) => addHubDays(date, days))).toEqual(cases.map(([date, days]) => dayjsAddDays(date, days)));
  });

  it('times are the UTC+8 clock: the exact strings at the edges', () => {
    expect(hubDateTime(new Date(FIXED_FROM))).toBe('1992-01-01 00:00:00');
    expect(hubDateTime(new Date(FIXED_FROM - 1))).toBe('1991-12-31 23:59:59');
    expect(hubDateTime(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31 23:59:59');
    expect(hubDateTime(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01 00:00:00');
    expect(hubDateTime('2027-01-01T00:00:00.000+08:00')).toBe('2027-01-01 00:00:00');
    expect(hubDateTime('2024-02-28T16:00:00Z')).toBe('2024-02-29 00:00:00');
    expect(hubDate(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31');
    expect(hubDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(hubDateTime(new Date('9999-12-31T15:59:59.999Z'))).toBe('9999-12-31 23:59:59');
  });

  it("the same answer whatever the runtime's zone, also where dayjs's was an hour late (the runtime's spring-forward hour)", () => {
    // 2026-03-08 02:30 in Shanghai: the hour that does not exist in New York or Los Angeles that night
    const inGap = new Date('2026-03-07T18:30:00Z');
    expect(hubDateTime(inGap)).toBe('2026-03-08 02:30:00');
    expect(hubDateTime(inGap)).toBe(intlDateTime(inGap.getTime()));
    expect(hubDate(inGap)).toBe('2026-03-08');
    if (missingInRuntimeZone('2026-03-08 02:30:00')) expect(dayjsDateTime(inGap)).toBe('2026-03-08 03:30:00');
  });

  it("before 1992 it is dayjs's answer: China's daylight saving (1986-1991) is not +8 h", () => {
    expect(hubDateTime(new Date('1988-07-01T00:00:00Z'))).toBe('1988-07-01 09:00:00');
    expect(hubDateTime('1988-07-01T00:00:00Z')).toBe('1988-07-01 09:00:00');
    expect(hubDate(new Date('1991-07-31T15:30:00Z'))).toBe('1991-08-01'); // +8 h would say the 31st
    expect(hubDate(new Date('1988-07-01T15:30:00Z'))).toBe('1988-07-02'); // +8 h would say the 1st
    const next = random(1986);
    const inputs: (Date | string)[] = [new Date(FIXED_FROM - 1), new Date('1991-09-15T00:00:00Z'), new Date('1900-01-01T00:00:00Z')];
    for (let i = 0; i < 500; i += 1) {
      const ms = Date.UTC(1970, 0, 1) + Math.floor(next() * (FIXED_FROM - Date.UTC(1970, 0, 1)));
      inputs.push(new Date(ms), new Date(ms).toISOString());
    }
    expect(mismatches(inputs).unexplained).toEqual([]);
  });

  it("strings without an offset are the runtime's local time to dayjs: its answer is kept", () => {
    const inputs = [
      '2026-11-23 00:30:05',
      '2026-11-23T00:30:05',
      '2026-11-23',
      '2026/11/23 08:00',
      '2026-11-23T00:30:05+0800',
      'Nov 23 2026 10:00',
    ];
    expect(mismatches(inputs).unexplained).toEqual([]);
  });

  it('absent and unreadable times stay null (hubDate keeps dayjs\'s "Invalid Date")', () => {
    for (const none of [null, undefined, '', 'not a time', '2026-13-45T00:00:00Z', new Date(NaN)]) expect(hubDateTime(none)).toBeNull();
    expect(hubDate(new Date(NaN))).toBe(dayjsDate(new Date(NaN)));
    expect(hubDate('2026-13-45T00:00:00Z')).toBe(dayjsDate('2026-13-45T00:00:00Z'));
  });

  it("hubInstant: the instant of a hub date and 'HH:mm', as dayjs.tz read it", () => {
    const next = random(8);
    const cases: [string, string][] = [
      ['1992-01-01', '00:00'],
      ['1991-12-31', '23:59'],
      ['1988-07-01', '12:00'], // daylight saving: 03:00Z, not 04:00Z
      ['2026-02-30', '10:00'], // overflow, read as dayjs reads it
      ['2026-12-31', '24:00'],
      ['2026-01-01', '23:60'],
      ['2026-00-10', '08:00'],
      ['0092-06-01', '08:00'],
      ['9999-12-31', '23:59'],
      ['2026-11-23', '10:00:30'],
      ['2026-11-23', '9:00'],
    ];
    for (let i = 0; i < 3_000; i += 1) {
      const day = new Date(Date.UTC(1992, 0, 1) + Math.floor(next() * 40_000) * 86_400_000).toISOString().slice(0, 10);
      cases.push([day, `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`]);
    }
    const differ = cases.filter(([date, time]) => hubInstant(date, time).getTime() !== dayjsInstant(date, time));
    expect(differ).toEqual([]);
    expect(hubInstant('1988-07-01', '12:00').toISOString()).toBe('1988-07-01T03:00:00.000Z');
    expect(hubInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-07T18:30:00.000Z');
  });
});
