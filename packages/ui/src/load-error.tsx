import { Button, ErrorBlock } from 'antd-mobile';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '@campus/core';

export const LOAD_ERROR_TITLE = '页面加载失败';
export const SCREEN_ERROR_TITLE = '页面出错了';

/** Shown when a screen's code fails to load or times out (spec 2, 8), or a screen throws; never a blank page. */
export function LoadError() {
  const error = useRouteError();
  const isLoad = error instanceof ChunkLoadError;
  return (
    <div style={{ paddingTop: '20vh' }} role="alert">
      <ErrorBlock
        status="disconnected"
        title={isLoad ? LOAD_ERROR_TITLE : SCREEN_ERROR_TITLE}
        description={isLoad ? '网络不稳定，请重试' : '请返回首页后重试'}
      >
        <Button color="primary" onClick={() => window.location.reload()}>
          重试
        </Button>
      </ErrorBlock>
    </div>
  );
}
