import { Button, Result } from 'antd-mobile';
import { ChunkLoadError, type ScreenErrorProps } from '@campus/core';

import { LOAD_ERROR_TITLE, SCREEN_ERROR_TITLE } from './load-error.tsx';

/**
 * Shown when a screen's code fails to load or times out (spec 2, 8), or a screen
 * throws: never a blank page.
 */
export default function LoadErrorScreen({ error }: ScreenErrorProps) {
  const isLoad = error instanceof ChunkLoadError;
  return (
    <div style={{ paddingTop: '15vh' }} role="alert">
      <Result
        status="error"
        title={isLoad ? LOAD_ERROR_TITLE : SCREEN_ERROR_TITLE}
        description={isLoad ? '网络不稳定，请重试' : '请返回首页后重试'}
      />
      <div style={{ padding: '0 32px', display: 'flex', gap: 12 }}>
        <Button block color="primary" onClick={() => window.location.reload()}>
          重试
        </Button>
        <Button block onClick={() => window.location.replace('#/mPage')}>
          返回首页
        </Button>
      </div>
    </div>
  );
}
