/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { LoadingBlock, PageFrame, RETRY_TEXT, loadErrorText, useLoader } from '@campus/ui';
import { Button, ErrorBlock } from 'antd-mobile';
import { fetchPublicNotice } from '../api.ts';
import { NoticeArticle } from '../components/notice-article.tsx';
import { failedResponse } from '@campus/ui';
import { shortTime } from '../format.ts';
import { useQueryId } from '../hooks.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  failed: css({ padding: '48px 16px' }),
  retry: css({ marginTop: 16, minWidth: 120 }),
};

/** Why a public notice cannot be shown: not found or not public (404), else the failure's own words. */
export function publicNoticeError(error: unknown): { text: string; retry: boolean } {
  const response = failedResponse(error);
  if (response !== null && response.status >= 400 && response.status < 500) return { text: TEXT.publicNoticeUnavailable, retry: false };
  return { text: loadErrorText(error), retry: true };
}

/**
 * A shared notice (#/noticeDetails?id=), opened without login: only notices
 * published as public show; anything else says so clearly.
 */
export default function PublicNoticeScreen() {
  const id = useQueryId();
  const state = useLoader(() => (id === null ? Promise.resolve(null) : fetchPublicNotice(id)), [id]);
  let body;
  if (id === null) {
    body = (
      <div css={styles.failed} role="alert">
        <ErrorBlock status="empty" title={TEXT.publicNoticeTitle} description={TEXT.noticeMissingId} />
      </div>
    );
  } else if (state.data) {
    const notice = state.data;
    body = (
      <NoticeArticle
        title={notice.title}
        meta={[notice.company_name, notice.author_name, shortTime(notice.created_time)]}
        content={notice.content}
      />
    );
  } else if (state.loading) {
    body = <LoadingBlock />;
  } else {
    const failure = publicNoticeError(state.error);
    body = (
      <div css={styles.failed} role="alert" data-testid="public-notice-error">
        <ErrorBlock status="empty" title={TEXT.publicNoticeTitle} description={failure.text}>
          {failure.retry && (
            <Button color="primary" fill="outline" css={styles.retry} onClick={() => void state.reload()}>
              {RETRY_TEXT}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  }
  return (
    <PageFrame title={titleOf('noticeDetails')} root>
      {body}
    </PageFrame>
  );
}
