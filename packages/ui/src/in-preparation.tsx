import { ErrorBlock } from 'antd-mobile';
import { useRouteHandle } from '@campus/core';
import { PageFrame } from './page-frame.tsx';

/** The one shared screen for routes whose module is not built yet; `npm run bench` counts its routes. */
export const IN_PREPARATION_TEXT = '功能建设中';

/** Default export: loaded lazily like any screen, keeping it out of the first paint. */
export default function InPreparation() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <PageFrame title={title}>
      <ErrorBlock
        status="empty"
        title={IN_PREPARATION_TEXT}
        description={`「${title}」正在建设中，敬请期待`}
        data-testid="in-preparation"
      />
    </PageFrame>
  );
}
