/** @jsxImportSource @emotion/react */
import { hubToday } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock, List, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSeat } from '../api.ts';
import { CheckinCodeCard } from '../components/checkin-code-card.tsx';
import { DayStrip } from '../components/day-strip.tsx';
import { DayTimeline } from '../components/day-timeline.tsx';
import { RulesSection } from '../components/rules-section.tsx';
import { s } from '../components/styles.ts';
import { bookableDays, toClock, toMinutes } from '../format.ts';
import { useQueryId, useQueryValue } from '../hooks.ts';
import { PATHS, withQuery } from '../paths.ts';
import { titleOf } from '../titles.ts';
import { waitFor } from '../wait.ts';

/**
 * /seat/seatDetail?id=[&date=]: a seat (its area, number and features), its bookings of the day with
 * the free gaps (预约 opens the plan with the seat chosen, 候补 waits for a taken slot), its rules
 * and, for administrators, its printable check-in code.
 */
export default function SeatDetailScreen() {
  const navigate = useNavigate();
  const id = useQueryId();
  const [date, setDate] = useState(useQueryValue('date') ?? hubToday());
  const seat = useLoader(async () => (id === null ? null : fetchSeat(id, date)), [id, date]);
  const advance = seat.data?.rules.advance_days ?? 6;
  const days = useMemo(() => bookableDays(advance), [advance]);

  if (id === null)
    return (
      <PageFrame title={titleOf('seatDetail')}>
        <ErrorBlock status="empty" title="未指定座位" description={null} />
      </PageFrame>
    );
  return (
    <PageFrame title={titleOf('seatDetail')}>
      <Loadable state={seat}>
        {(st) => (
          <>
            <List mode="card">
              <List.Item
                description={
                  <div css={s.sub}>
                    <div>
                      {st.area.name} · {st.area.place}
                    </div>
                    <div css={s.tags}>
                      {st.feature_labels.length === 0 ? (
                        <span>无特别设施</span>
                      ) : (
                        st.feature_labels.map((f) => (
                          <Tag key={f} color="primary" fill="outline">
                            {f}
                          </Tag>
                        ))
                      )}
                    </div>
                  </div>
                }
              >
                <span css={s.strong} data-testid="seat-number">
                  {st.number}号座位
                </span>
              </List.Item>
            </List>
            <List mode="card" header="预约情况">
              <DayStrip days={days} value={date} onChange={setDate} label="查看日期" />
              <DayTimeline
                day={st.day}
                onBook={(start, end) => {
                  const length = Math.max(st.rules.min_minutes, Math.min(120, st.rules.max_minutes));
                  const until = toClock(Math.min(toMinutes(end), toMinutes(start) + length));
                  navigate(withQuery(PATHS.seatPlan, { area: st.area.id, date, start, end: until, seat: st.id }));
                }}
                onWait={(b) => void waitFor({ kind: 'seat', resource_id: st.id, date, start_time: b.start_time, end_time: b.end_time })}
              />
            </List>
            <RulesSection rules={st.rules} />
            {st.checkin_code && <CheckinCodeCard code={st.checkin_code} name={`${st.area.name} ${st.number}号`} />}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
