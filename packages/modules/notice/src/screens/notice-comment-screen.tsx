/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { NoticeComment } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, ListPage, PageFrame, SectionCard, loadErrorText, readServerErrors, keepDates } from '@campus/ui';
import { Button, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useCallback, useState } from 'react';
import { createNoticeComment, fetchNoticeComments } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { rowStyles } from '../components/row-styles.ts';
import { TextCount } from '../components/text-count.tsx';
import { shortTime } from '../format.ts';
import { failedResponse } from '@campus/ui';
import { useQueryId } from '../hooks.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';
import { commentError } from '../validation.ts';

const COMMENT_MAX = 500;

const styles = {
  content: css({ marginTop: 6, fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }),
  author: css({ fontSize: 14, fontWeight: 600 }),
  composer: css({ display: 'flex', alignItems: 'center', gap: 8 }),
  input: css({
    flex: 1,
    padding: '6px 10px',
    borderRadius: 6,
    background: 'var(--hub-page-background, #f5f5f5)',
    '--font-size': '15px',
  }),
};

function CommentCard({ comment }: { comment: NoticeComment }) {
  return (
    <div data-testid="comment-row" data-id={comment.id}>
      <SectionCard>
        <div css={rowStyles.head}>
          <span css={styles.author}>{comment.author.name}</span>
        </div>
        <div css={styles.content}>{comment.content}</div>
        <div css={rowStyles.meta}>{keepDates(shortTime(comment.created_time))}</div>
      </SectionCard>
    </div>
  );
}

/** The first message of a failed comment: the field's own, else the one of no field. */
function commentFailure(error: unknown): string {
  const response = failedResponse(error);
  if (response === null || response.status >= 500) return loadErrorText(error);
  const { fields, message } = readServerErrors(response.data);
  return fields[0]?.errors[0] ?? message ?? loadErrorText(error);
}

/** The comments of a notice (/noticeComment?id=): oldest first, and a box to add one. */
export default function NoticeCommentScreen() {
  const id = useQueryId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const load = useCallback((page: number, pageSize: number) => fetchNoticeComments(id ?? '', page, pageSize), [id]);

  const sending = useRequest((noticeId: string, content: string) => createNoticeComment(noticeId, { content }), {
    manual: true,
    onSuccess: () => {
      setText('');
      setVersion((value) => value + 1);
      void showToast(TEXT.commentSent, { icon: 'success' });
    },
    onError: (failure) => setError(commentFailure(failure)),
  });

  const send = () => {
    if (id === null) return;
    const invalid = commentError(text);
    setError(invalid);
    if (invalid === null) sending.run(id, text.trim());
  };

  const composer =
    id === null ? undefined : (
      <>
        <FieldErrorText message={error} />
        <div css={styles.composer}>
          <TextArea
            css={styles.input}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error !== null) setError(null);
            }}
            placeholder={TEXT.commentPlaceholder}
            rows={1}
            autoSize={{ minRows: 1, maxRows: 4 }}
            showCount={(length) => (length > COMMENT_MAX - 50 ? <TextCount length={length} max={COMMENT_MAX} /> : null)}
            aria-label={TEXT.comments}
          />
          <Button color="primary" loading={sending.loading} onClick={send}>
            {TEXT.commentSend}
          </Button>
        </div>
      </>
    );

  return (
    <PageFrame title={titleOf('noticeComment')} {...(composer === undefined ? {} : { footer: composer })}>
      {id === null ? (
        <MissingId />
      ) : (
        <div css={rowStyles.list}>
          <ListPage<NoticeComment>
            load={load}
            keyOf={(comment) => comment.id}
            empty={TEXT.noComments}
            reloadKey={`${id}-${version}`}
            renderItem={(comment) => <CommentCard comment={comment} />}
          />
        </div>
      )}
    </PageFrame>
  );
}
