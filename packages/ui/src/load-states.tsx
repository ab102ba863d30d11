/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { classifyFailure, MSG_LOADING } from '@campus/core';

/**
 * The loading and failed states every data screen shares (list page, detail
 * page), so each screen says '加载中' (spec 9) and offers 重试 the same way.
 */

export const LOAD_FAILED_TITLE = '加载失败';
export const RETRY_TEXT = '重试';
/** Shown when a failure carries nothing better to say (our wording). */
export const LOAD_FAILED_HINT = '请稍后重试';
/** A value still on its way: a blank in the same line box as the text, so nothing moves when it arrives (issue 35). */
export const WAITING_TEXT = '\u00a0';

const styles = {
  loading: css({ padding: '48px 0', textAlign: 'center', color: 'var(--adm-color-weak)' }),
  loadingText: css({ marginTop: 8 }),
  failed: css({ padding: '32px 16px' }),
  retry: css({ marginTop: 16, minWidth: 120 }),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * The words for a failed load, chosen by the error catalogue's own rule (spec 8)
 * when the error is an HTTP failure; a generic hint for anything else.
 */
export function loadErrorText(error: unknown): string {
  if (!isRecord(error)) return LOAD_FAILED_HINT;
  const response = error.response;
  if (isRecord(response)) {
    const status = typeof response.status === 'number' ? response.status : undefined;
    const action = classifyFailure({
      ...(status === undefined ? {} : { status }),
      data: response.data,
      online: isOnline(),
      hasResponse: true,
    });
    return action.kind === 'message' ? action.text : action.msg;
  }
  if (error.isAxiosError === true) {
    const action = classifyFailure({ online: isOnline(), hasResponse: false });
    return action.kind === 'message' ? action.text : action.msg;
  }
  return LOAD_FAILED_HINT;
}

/** The default loading state: antd-mobile's DotLoading and '加载中'. */
export function LoadingBlock() {
  return (
    <div css={styles.loading} role="status" data-testid="loading-block">
      <DotLoading color="primary" />
      <div css={styles.loadingText}>{MSG_LOADING}</div>
    </div>
  );
}

export interface LoadFailedBlockProps {
  error?: unknown;
  onRetry: () => void;
}

/** A failed load: antd-mobile's ErrorBlock with the reason and a 重试 button. */
export function LoadFailedBlock({ error, onRetry }: LoadFailedBlockProps) {
  const offline = !isOnline();
  return (
    <div css={styles.failed} role="alert" data-testid="load-failed">
      <ErrorBlock status={offline ? 'disconnected' : 'default'} title={LOAD_FAILED_TITLE} description={loadErrorText(error)}>
        <Button color="primary" fill="outline" css={styles.retry} onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      </ErrorBlock>
    </div>
  );
}
