import { useLoader } from '@campus/ui';
import { NoticeBar } from 'antd-mobile';
import { appDevice } from '../device.ts';

export const appRequiredText = (action: '注册' | '登录') => `本单位要求使用App登录并绑定设备，请在App中打开本页${action}`;

/**
 * Where the company requires a bound device (issue 40, bindHardware), a page opened outside the app
 * says so as it opens: its sign-in would be refused.
 */
export function AppRequiredNotice({ required, action }: { required: boolean; action: '注册' | '登录' }) {
  const device = useLoader(appDevice);
  if (!required || device.data === undefined || device.data.device_id !== undefined) return null;
  return <NoticeBar wrap color="alert" content={appRequiredText(action)} />;
}
