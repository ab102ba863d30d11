/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { NoticeDetail } from '@campus/contracts';
import { showToast } from '@campus/core';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchNotice } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { NoticeArticle } from '../components/notice-article.tsx';
import { shortTime } from '../format.ts';
import { useQueryId } from '../hooks.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  link: css({ fontSize: 13, color: 'var(--adm-color-weak)', wordBreak: 'break-all' }),
};

/** The address of a notice's public page (#/noticeDetails), for sharing. */
export function publicLink(id: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${withId(PATHS.publicNotice, id)}`;
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    await showToast(TEXT.copied, { icon: 'success' });
  } catch {
    // no clipboard in this browser: the link stays on screen to copy by hand
  }
}

function NoticeBody({ notice }: { notice: NoticeDetail }) {
  const navigate = useNavigate();
  return (
    <>
      <NoticeArticle
        title={notice.title}
        meta={[notice.author.name, shortTime(notice.created_time)]}
        content={notice.content}
        {...(notice.is_public ? { tag: TEXT.public } : {})}
      />
      <List mode="card">
        <List.Item
          onClick={() => navigate(withId(PATHS.noticeComment, notice.id))}
          extra={notice.comment_count}
          data-testid="notice-comments-entry"
        >
          {TEXT.comments}
        </List.Item>
        {notice.is_public && (
          <List.Item
            description={<span css={styles.link}>{publicLink(notice.id)}</span>}
            extra={
              <Button size="mini" color="primary" fill="outline" onClick={() => void copy(publicLink(notice.id))}>
                {TEXT.copyLink}
              </Button>
            }
          >
            {TEXT.shareLink}
          </List.Item>
        )}
      </List>
    </>
  );
}

/** A notice (/notice/noticeDetail?id=): opening it marks it read; the comments are one tap away. */
export default function NoticeDetailScreen() {
  const id = useQueryId();
  const state = useLoader(() => (id === null ? Promise.resolve(null) : fetchNotice(id)), [id]);
  return (
    <PageFrame title={titleOf('noticeDetail')}>
      {id === null ? <MissingId /> : <Loadable state={state}>{(notice) => <NoticeBody notice={notice} />}</Loadable>}
    </PageFrame>
  );
}
