/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubToday, type SpaceDetail } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Image, List, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchSpace, fetchSpaceDay } from '../api.ts';
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

const styles = {
  photo: css({ width: '100%', height: 180, display: 'block' }),
  head: css({ padding: '12px 16px' }),
  desc: css({ padding: '0 16px 12px', fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }),
};

/** The end a free gap's 预约 proposes: an hour (or the shortest booking), within the gap. */
function proposedEnd(space: SpaceDetail, start: string, gapEnd: string): string {
  const length = Math.max(space.rules.min_minutes, Math.min(60, space.rules.max_minutes));
  return toClock(Math.min(toMinutes(gapEnd), toMinutes(start) + length));
}

function SpaceHead({ space }: { space: SpaceDetail }) {
  const photo = space.photo_urls[0];
  return (
    <List mode="card">
      {photo && <Image src={photo} alt={space.name} css={styles.photo} fit="cover" />}
      <div css={styles.head}>
        <div css={s.strong} data-testid="space-name">
          {space.name}
        </div>
        <div css={s.sub}>
          {space.place} · 可容纳{space.capacity}人
        </div>
        <div css={s.tags}>
          <Tag color="primary" fill="outline">
            {space.kind_label}
          </Tag>
          {space.facilities.map((f) => (
            <Tag key={f} fill="outline">
              {f}
            </Tag>
          ))}
        </div>
      </div>
      {space.description && <div css={styles.desc}>{space.description}</div>}
    </List>
  );
}

/**
 * /space/spaceDetail?id=[&date=]: the space, its day as a timeline (free gaps with 预约, others'
 * bookings with 候补), its booking rules and, for administrators, its printable check-in code.
 */
export default function SpaceDetailScreen() {
  const navigate = useNavigate();
  const id = useQueryId();
  const [date, setDate] = useState(useQueryValue('date') ?? hubToday());
  const space = useLoader(async () => (id === null ? null : fetchSpace(id)), [id]);
  const day = useLoader(async () => (id === null ? null : fetchSpaceDay(id, date)), [id, date]);
  const days = useMemo(() => bookableDays(space.data?.rules.advance_days ?? 6), [space.data?.rules.advance_days]);

  const apply = (start?: string, end?: string) => {
    if (id) navigate(withQuery(PATHS.spaceApply, { space: id, date, start, end }));
  };

  if (id === null)
    return (
      <PageFrame title={titleOf('spaceDetail')}>
        <ErrorBlock status="empty" title="未指定场地" description={null} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={titleOf('spaceDetail')}
      footer={
        space.data ? (
          <Button block color="primary" size="large" onClick={() => apply()}>
            预约该场地
          </Button>
        ) : undefined
      }
    >
      <Loadable state={space}>
        {(sp) => (
          <>
            <SpaceHead space={sp} />
            <List mode="card" header="预约情况">
              <DayStrip days={days} value={date} onChange={setDate} label="查看日期" />
              <Loadable state={day}>
                {(d) => (
                  <DayTimeline
                    day={d}
                    onBook={(start, end) => apply(start, proposedEnd(sp, start, end))}
                    onWait={(b) =>
                      void waitFor({ kind: 'space', resource_id: sp.id, date, start_time: b.start_time, end_time: b.end_time })
                    }
                  />
                )}
              </Loadable>
            </List>
            <RulesSection rules={sp.rules} />
            {sp.checkin_code && <CheckinCodeCard code={sp.checkin_code} name={sp.name} />}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}
