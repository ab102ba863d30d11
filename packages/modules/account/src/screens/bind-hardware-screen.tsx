/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubDateTime } from '@campus/contracts';
import { confirmDialog, currentHost, showToast, whenHostReady, type DeviceInfo } from '@campus/core';
import { DetailSection, failedResponse, FieldErrorText, LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { bindThisDevice, loadLoginDevice, unbindDevice } from '../special-logins-api.ts';

const styles = {
  note: css({ margin: '12px 16px', fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }),
  actions: css({ padding: '8px 16px 24px', display: 'flex', flexDirection: 'column', gap: 12 }),
};

export const NOT_IN_APP = '当前不在App中，无法读取本机信息。请在App中打开本页以绑定本机。';
export const REQUIRED_NOTE = '本单位要求使用已绑定的设备登录：本账号只能在下方已绑定的设备上登录。';
export const OPTIONAL_NOTE = '绑定后，本账号只能在已绑定的设备上用密码登录，他人即使知道密码也无法在其他手机上登录。';
export const UNBIND_HOW =
  '更换手机：在已绑定的设备上打开本页点击“解绑设备”，再在新手机上登录并绑定；旧手机已丢失时，请联系单位管理员解绑。';

/** The device the native shell runs on, or null elsewhere (a browser, WeChat). */
async function thisDevice(): Promise<DeviceInfo | null> {
  const host = currentHost() ?? (await whenHostReady());
  return (await host.deviceInfo?.().catch(() => null)) ?? null;
}

const shortId = (id: string): string => (id.length > 16 ? `${id.slice(0, 6)}…${id.slice(-6)}` : id);

/**
 * /login/bindHardware (issue 40): the account's bound device, this device, binding it and how to
 * unbind. A company may require a bound device; then the first sign-in from the app binds the
 * device and comes here to show it.
 */
export default function BindHardwareScreen() {
  const { data, error, loading, reload } = useLoader(async () => {
    const [state, device] = await Promise.all([loadLoginDevice(), thisDevice()]);
    return { state, device };
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (loading && data === undefined) {
    return (
      <PageFrame title="绑定设备">
        <LoadingBlock />
      </PageFrame>
    );
  }
  if (data === undefined) {
    return (
      <PageFrame title="绑定设备">
        <LoadFailedBlock error={error} onRetry={() => void reload()} />
      </PageFrame>
    );
  }

  const { state, device } = data;
  const bound = state.device;
  const boundHere = bound !== null && device !== null && bound.device_id === device.id;
  const act = async (run: () => Promise<string>) => {
    setMessage(null);
    setBusy(true);
    try {
      void showToast(await run());
      await reload();
    } catch (failure) {
      const answer = failedResponse(failure)?.data as Record<string, unknown> | undefined;
      const first = answer ? Object.values(answer).flat()[0] : undefined;
      setMessage(typeof first === 'string' ? first : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  const bind = (here: DeviceInfo) => act(async () => (await bindThisDevice(here), '绑定成功'));
  const unbind = async () => {
    const confirmed = await confirmDialog(
      state.required ? '解绑后需重新登录并绑定设备才能继续使用，确定解绑吗？' : '解绑后本账号可在任何设备上登录，确定解绑吗？',
    );
    if (confirmed) await act(unbindDevice);
  };

  return (
    <PageFrame title="绑定设备">
      <p css={styles.note}>{state.required ? REQUIRED_NOTE : OPTIONAL_NOTE}</p>
      <DetailSection
        title="已绑定设备"
        rows={
          bound === null
            ? [{ label: '状态', value: '未绑定' }]
            : [
                {
                  label: '设备',
                  value: (
                    <>
                      {bound.device_name || '未命名设备'} {boundHere && <Tag color="primary">本机</Tag>}
                    </>
                  ),
                },
                { label: '设备标识', value: shortId(bound.device_id) },
                { label: '绑定时间', value: hubDateTime(bound.bound_at) ?? '' },
              ]
        }
      />
      {device === null ? (
        <p css={styles.note}>{NOT_IN_APP}</p>
      ) : (
        <DetailSection
          title="本机"
          rows={[
            { label: '设备', value: device.name || '未命名设备' },
            { label: '设备标识', value: shortId(device.id) },
          ]}
        />
      )}
      <p css={styles.note}>{UNBIND_HOW}</p>
      <div css={styles.actions}>
        <FieldErrorText message={message} />
        {bound === null && device !== null && (
          <Button block color="primary" size="large" loading={busy} onClick={() => void bind(device)}>
            绑定本机
          </Button>
        )}
        {bound !== null && (
          <Button block color="danger" fill="outline" size="large" loading={busy} onClick={() => void unbind()}>
            解绑设备
          </Button>
        )}
      </div>
    </PageFrame>
  );
}
