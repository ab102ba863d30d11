/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { SquareEntry } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, FieldErrorText, keepDates, LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchSquareEntry, joinSquare, leaveSquare } from '../api.ts';
import { resourceName } from '../components/booking-item.tsx';
import { placesText } from '../components/square-item.tsx';
import { s } from '../components/styles.ts';
import { slotText } from '../format.ts';
import { useQueryId } from '../hooks.ts';
import { kindOfPath, PATHS, squarePaths, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { titleOf } from '../titles.ts';

const styles = {
  head: css({ padding: '12px 16px' }),
  desc: css({ marginTop: 8, fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)', whiteSpace: 'pre-wrap' }),
  people: css({ display: 'flex', flexWrap: 'wrap', gap: 6, padding: '12px 16px' }),
};

function Footer({ entry, onChanged }: { entry: SquareEntry; onChanged: (e: SquareEntry) => void }) {
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (call: () => Promise<SquareEntry>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await call());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const comments = (
    <Button key="comments" block fill="outline" onClick={() => navigate(withId(squarePaths(kind).comments, entry.id))}>
      评论（{entry.comment_count}）
    </Button>
  );
  let main;
  if (entry.is_owner)
    main = (
      <Button block color="primary" onClick={() => navigate(withId(PATHS.booking, entry.booking_id))}>
        我的预约
      </Button>
    );
  else if (entry.can_join)
    main = (
      <Button block color="primary" loading={busy} onClick={() => void run(() => joinSquare(entry.id), '已加入')}>
        加入
      </Button>
    );
  else if (entry.can_leave)
    main = (
      <Button
        block
        color="danger"
        fill="outline"
        loading={busy}
        onClick={() =>
          void confirmDialog('确定退出吗？您的名额将让给其他同事。', { confirmText: '退出', cancelText: '再想想' }).then((ok) => {
            if (ok) void run(() => leaveSquare(entry.id), '已退出');
          })
        }
      >
        退出
      </Button>
    );
  else
    main = (
      <Button block disabled>
        {entry.open ? placesText(entry.places_left) : '已结束'}
      </Button>
    );
  return (
    <>
      <FieldErrorText message={message} />
      <div css={s.footer}>
        {comments}
        {main}
      </div>
    </>
  );
}

function EntryBody({ entry }: { entry: SquareEntry }) {
  return (
    <>
      <List mode="card">
        <div css={styles.head}>
          <div css={s.row}>
            <span css={s.strong} data-testid="square-title">
              {entry.title}
            </span>
            <Tag color={entry.open ? 'success' : 'default'} fill="outline" round data-testid="square-places">
              {entry.open ? placesText(entry.places_left) : '已结束'}
            </Tag>
          </div>
          {entry.description && <div css={styles.desc}>{entry.description}</div>}
        </div>
      </List>
      <DetailSection
        rows={[
          { label: entry.kind === 'seat' ? '座位' : '场地', value: resourceName(entry) },
          { label: '地点', value: entry.resource.place },
          { label: '时间', value: slotText(entry.slot) },
          { label: '发起人', value: entry.owner.name },
          { label: '名额', value: `${String(entry.joined_count)}/${String(entry.places)}人已加入` },
        ]}
      />
      <List mode="card" header={`参与的人（${String(entry.people.length)}）`}>
        <div css={styles.people} data-testid="square-people">
          {entry.people.map((p, i) => (
            <Tag key={p.id} color={i === 0 ? 'primary' : 'default'} fill="outline">
              {p.name}
              {i === 0 ? '（发起人）' : ''}
            </Tag>
          ))}
        </div>
      </List>
      {entry.joined && !entry.is_owner && <div css={[s.pad, s.sub]}>{keepDates(`您已加入，请在 ${entry.slot.start_time} 前到达`)}</div>}
    </>
  );
}

/**
 * /space/spaceOrderSquare/spaceSquare?id= and /seat/seatOrderSquare/seatSquare?id=: one shared
 * booking, who is coming, 加入 while places are left (退出 for who joined), and its comments.
 */
export default function SquareScreen() {
  const id = useQueryId();
  const kind = kindOfPath(useLocation().pathname);
  const state = useLoader(async () => (id === null ? null : fetchSquareEntry(id)), [id]);
  const [changed, setChanged] = useState<SquareEntry | null>(null);
  const entry = changed ?? state.data ?? null;
  const title = titleOf(kind === 'seat' ? 'seatSquare' : 'spaceSquare');

  let body;
  if (id === null) body = <ErrorBlock status="empty" title="未指定分享" description={null} />;
  else if (entry) body = <EntryBody entry={entry} />;
  else if (state.error !== undefined) body = <LoadFailedBlock error={state.error} onRetry={() => void state.reload()} />;
  else body = <LoadingBlock />;
  return (
    <PageFrame title={title} footer={entry ? <Footer entry={entry} onChanged={setChanged} /> : undefined}>
      {body}
    </PageFrame>
  );
}
