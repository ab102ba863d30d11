import { lazyComponent, type ScreenErrorProps } from '@campus/core';
import type { ComponentType } from 'react';

export const LOAD_ERROR_TITLE = '页面加载失败';
export const SCREEN_ERROR_TITLE = '页面出错了';

/**
 * When even the error screen's code cannot load (the network is down), a bare
 * message with a retry still shows: antd-mobile itself may be unreachable then.
 */
function OfflineLoadError() {
  return (
    <div role="alert" style={{ padding: '30vh 24px 0', textAlign: 'center' }}>
      <p style={{ fontSize: 17, fontWeight: 600 }}>{LOAD_ERROR_TITLE}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 28px', fontSize: 15 }}>
        重试
      </button>
    </div>
  );
}

/** The screens' error fallback: the full error screen, loaded only when something failed. */
export const LoadError: ComponentType<ScreenErrorProps> = lazyComponent(() =>
  import('./load-error-screen.tsx').catch(() => ({ default: (_props: ScreenErrorProps) => <OfflineLoadError /> })),
);
