import { DotLoading } from 'antd-mobile';
import { MSG_LOADING } from '@campus/core';

/** Shown while a screen's code loads: the spec's default loading text (spec 9). */
export function ScreenLoading() {
  return (
    <div style={{ paddingTop: '30vh', textAlign: 'center', color: 'var(--adm-color-weak)' }} role="status">
      <DotLoading color="primary" />
      <div style={{ marginTop: 8 }}>{MSG_LOADING}</div>
    </div>
  );
}
