/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubToday, isoWeekday, type SeatArea, type SpaceMe } from '@campus/contracts';
import { LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Form, NoticeBar, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAreas, fetchMe, fetchSeat, fetchWaits } from '../api.ts';
import { ClockInput } from '../components/clock-input.tsx';
import { DayStrip } from '../components/day-strip.tsx';
import { bookableDays } from '../format.ts';
import { useQueryId, useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../paths.ts';
import { addMinutesClock, endOptions, startOptions } from '../slots.ts';
import { titleOf } from '../titles.ts';

const styles = { areas: css({ '--padding': '8px 12px' } as never) };

interface Choice {
  area: string | null;
  date: string;
  start?: string | undefined;
  end?: string | undefined;
  /** An offered wait's seat: chosen already on the plan. */
  seat?: string | undefined;
}

/** The seat slot an offered wait names (SPACE offer push, module seat: ?id= is the wait). */
async function choiceOfWait(id: string): Promise<Choice | null> {
  const page = await fetchWaits(1, 50);
  const wait = page.results.find((w) => w.id === id && w.kind === 'seat');
  if (!wait) return null;
  const seat = await fetchSeat(wait.resource_id, wait.slot.date);
  return { area: seat.area.id, date: wait.slot.date, start: wait.slot.start_time, end: wait.slot.end_time, seat: seat.id };
}

function SeatApplyForm({ areas, me, initial }: { areas: SeatArea[]; me: SpaceMe; initial: Choice }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>({ ...initial, area: initial.area ?? areas[0]?.id ?? null });
  const area = areas.find((a) => a.id === choice.area) ?? null;
  const days = useMemo(() => bookableDays(area?.rules.advance_days ?? 6), [area?.rules.advance_days]);
  const hours = area?.rules.opening_hours.find((h) => h.weekday === isoWeekday(choice.date)) ?? null;
  const starts = area ? startOptions(area.rules, hours) : [];
  const ends = area && choice.start ? endOptions(area.rules, hours, choice.start) : [];
  const blocked = me.blocked_until !== null;
  const ready = area !== null && choice.start !== undefined && choice.end !== undefined && ends.includes(choice.end);

  const setStart = (start: string) =>
    setChoice((c) => ({
      ...c,
      start,
      end: c.end && c.end > start ? c.end : area ? addMinutesClock(start, area.rules.min_minutes) : undefined,
    }));

  return (
    <Form
      mode="card"
      layout="vertical"
      footer={
        <Button
          block
          color="primary"
          size="large"
          disabled={!ready || blocked}
          onClick={() => {
            if (area)
              navigate(
                withQuery(PATHS.seatPlan, { area: area.id, date: choice.date, start: choice.start, end: choice.end, seat: choice.seat }),
              );
          }}
        >
          选择座位
        </Button>
      }
    >
      {blocked && (
        <Form.Header>
          <NoticeBar
            color="alert"
            wrap
            content={me.blocked_reason ?? `暂不能预约，${me.blocked_until ?? ''}后恢复`}
            data-testid="blocked-notice"
          />
        </Form.Header>
      )}
      <Form.Item label="区域">
        <Selector
          css={styles.areas}
          aria-label="区域"
          columns={2}
          options={areas.map((a) => ({ label: a.name, value: a.id, description: `${String(a.seat_count)}个座位` }))}
          value={choice.area ? [choice.area] : []}
          onChange={(v) => v[0] && setChoice((c) => ({ ...c, area: v[0] ?? null, start: undefined, end: undefined, seat: undefined }))}
        />
      </Form.Item>
      <Form.Item label="日期">
        <DayStrip
          days={days}
          value={choice.date}
          onChange={(date) => setChoice((c) => ({ ...c, date, start: undefined, end: undefined }))}
          label="日期"
        />
      </Form.Item>
      <Form.Item label="开始时间" description={area && !hours ? '该日期不开放' : undefined}>
        <ClockInput
          title="开始时间"
          options={starts}
          value={choice.start}
          onChange={setStart}
          placeholder={hours ? '请选择' : '当日不开放'}
        />
      </Form.Item>
      <Form.Item label="结束时间">
        <ClockInput
          title="结束时间"
          options={ends}
          value={choice.end}
          onChange={(end) => setChoice((c) => ({ ...c, end }))}
          placeholder={choice.start ? '请选择' : '先选开始时间'}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * /seat/seatApply[?area=] (or ?id= of an offered wait): picks the area, the day and the period, then
 * spaceSelSeatNo shows the area's plan for it; a person stopped after no-shows is told at once.
 */
export default function SeatApplyScreen() {
  const waitId = useQueryId();
  const areaParam = useQueryValue('area');
  const dateParam = useQueryValue('date');
  const initial = useLoader<Choice | null>(
    async () => (waitId ? choiceOfWait(waitId) : { area: areaParam, date: dateParam ?? hubToday() }),
    [waitId, areaParam, dateParam],
  );
  const areas = useLoader(() => fetchAreas(null), []);
  const me = useLoader(() => fetchMe(), []);
  const failed = [initial, areas, me].find((l) => l.error !== undefined);

  let body;
  if (failed) body = <LoadFailedBlock error={failed.error} onRetry={() => void failed.reload()} />;
  else if (initial.data === null) body = <ErrorBlock status="empty" title="该候补已结束" description={null} />;
  else if (!initial.data || !areas.data || !me.data) body = <LoadingBlock />;
  else if (areas.data.results.length === 0) body = <ErrorBlock status="empty" title="暂无座位区域" description={null} />;
  else body = <SeatApplyForm areas={areas.data.results} me={me.data} initial={initial.data} />;
  return <PageFrame title={titleOf('seatApply')}>{body}</PageFrame>;
}
