/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { failedResponse, LoadFailedBlock, LoadingBlock, PageFrame, type LoaderState } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLinkToken } from '../hooks.ts';
import { LINK_PARAMS } from '../navigation.ts';
import { MissingParam } from './missing.tsx';

const styles = { gone: css({ padding: '48px 16px' }) };

/** A guests' page (no login): the link's token, and its data once loaded; an unknown or expired link says so. */
export function SharedFrame<T>({
  title,
  state,
  children,
}: {
  title: string;
  state: LoaderState<T | null>;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const token = useLinkToken(LINK_PARAMS.share);
  let body: ReactNode;
  if (token === null) body = <MissingParam title="链接不完整" />;
  else if (state.data) body = children(state.data);
  else if (state.loading) body = <LoadingBlock />;
  else if (failedResponse(state.error)?.status === 404)
    body = (
      <div css={styles.gone}>
        <ErrorBlock status="empty" title="分享链接已失效" description="请联系接待方重新分享" />
      </div>
    );
  else body = <LoadFailedBlock error={state.error} onRetry={() => void state.reload()} />;
  return <PageFrame title={title}>{body}</PageFrame>;
}
