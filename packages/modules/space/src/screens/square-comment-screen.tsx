/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { squareCommentCreateSchema, type SquareComment } from '@campus/contracts';
import {
  FieldErrorText,
  HoldBelowWhileLoading,
  keepDates,
  ListPage,
  Loadable,
  NamedTextArea,
  PageFrame,
  schemaMessage,
  useLoader,
} from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { commentSquare, fetchSquareComments, fetchSquareEntry } from '../api.ts';
import { s } from '../components/styles.ts';
import { slotText } from '../format.ts';
import { useQueryId } from '../hooks.ts';
import { kindOfPath, squarePaths, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { titleOf } from '../titles.ts';

const styles = {
  composer: css({ display: 'flex', alignItems: 'flex-end', gap: 8, '& > :first-of-type': { flex: 1 } }),
  box: css({ padding: '6px 8px', borderRadius: 6, background: 'var(--adm-color-fill-content)' }),
  content: css({ fontSize: 15, lineHeight: 1.6, color: 'var(--adm-color-text)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }),
};

function CommentItem({ comment }: { comment: SquareComment }) {
  return (
    <List.Item
      data-testid="square-comment"
      description={<span css={s.sub}>{keepDates(comment.created_time.slice(0, 16))}</span>}
      title={`${comment.author.name}${comment.mine ? '（我）' : ''}`}
    >
      <div css={styles.content}>{comment.content}</div>
    </List.Item>
  );
}

function Composer({ id, onSent }: { id: string; onSent: () => void }) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const send = async () => {
    const problem = schemaMessage(squareCommentCreateSchema.shape.content, content);
    if (problem !== null) return setMessage(problem);
    setBusy(true);
    setMessage(null);
    try {
      await commentSquare(id, { content: content.trim() });
      setContent('');
      onSent();
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.composer}>
        <div css={styles.box}>
          <NamedTextArea
            label="评论内容"
            placeholder="说点什么…"
            value={content}
            onChange={setContent}
            maxLength={200}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </div>
        <Button color="primary" loading={busy} onClick={() => void send()}>
          发送
        </Button>
      </div>
    </>
  );
}

/**
 * /space/spaceOrderSquare/spaceSquareComment?id= and /seat/seatOrderSquare/seatSquareComment?id=: a
 * shared booking's comments, oldest first, and a box to add one (the owner is told).
 */
export default function SquareCommentScreen() {
  const navigate = useNavigate();
  const id = useQueryId();
  const kind = kindOfPath(useLocation().pathname);
  const entry = useLoader(async () => (id === null ? null : fetchSquareEntry(id)), [id]);
  const [round, setRound] = useState(0);
  const load = useCallback((page: number, size: number) => fetchSquareComments(id ?? '', page, size), [id]);
  const title = titleOf(kind === 'seat' ? 'seatSquareComment' : 'spaceSquareComment');
  if (id === null)
    return (
      <PageFrame title={title}>
        <ErrorBlock status="empty" title="未指定分享" description={null} />
      </PageFrame>
    );
  return (
    <PageFrame title={title} footer={<Composer id={id} onSent={() => setRound((r) => r + 1)} />}>
      {/* the comments wait for the entry above them: nothing moves under a tap (issue 35) */}
      <HoldBelowWhileLoading
        below={
          <List mode="card" header="评论" data-testid="comment-list">
            <ListPage<SquareComment>
              load={load}
              reloadKey={round}
              keyOf={(c) => c.id}
              empty="还没有评论，来说两句吧"
              renderItem={(c) => <CommentItem comment={c} />}
            />
          </List>
        }
      >
        <Loadable state={entry}>
          {(e) => (
            <List mode="card">
              <List.Item
                onClick={() => navigate(withId(squarePaths(kind).entry, e.id), { replace: true })}
                description={keepDates(slotText(e.slot))}
              >
                <span css={s.strong}>{e.title}</span>
              </List.Item>
            </List>
          )}
        </Loadable>
      </HoldBelowWhileLoading>
    </PageFrame>
  );
}
