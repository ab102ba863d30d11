import type { DevicePolicy, RegisterSettings } from '@campus/contracts';
import { showToast, useStores } from '@campus/core';
import { FieldErrorText, Loadable, PageFrame, refusalText, useLoader } from '@campus/ui';
import { ErrorBlock, List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchDevicePolicy, fetchRegisterSettings, saveDevicePolicy, saveRegisterSettings } from '../api.ts';

export const SETTINGS_TEXT = {
  title: '注册设置',
  adminOnly: '仅单位管理员可以设置注册规则',
  hint: '修改后立即生效：注册页面打开时会按这里的设置提示申请人。',
  studentApproval: '学生注册需审批',
  studentApprovalOn: '学生提交注册后，审批通过才能登录',
  studentApprovalOff: '学生注册后即可登录',
  quick: '开放快速注册',
  quickOn: '员工可凭邀请码或员工二维码直接注册，无需审批',
  quickOff: '未开放：新员工需提交员工注册申请，审批通过后开通',
  invitations: '邀请码与员工二维码',
  device: '要求绑定设备登录',
  deviceOn: '员工须在App中登录，首次登录自动绑定该手机，之后只能在该手机上登录（管理员不受限制）',
  deviceOff: '不要求：员工可在任意设备登录，也可自行在“绑定设备”中绑定',
  saved: '已保存',
} as const;

const hintStyle = { margin: '12px 16px 0', fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' } as const;

interface Loaded {
  rules: RegisterSettings;
  policy: DevicePolicy;
}

interface SwitchItemProps {
  label: string;
  on: boolean;
  /** What the rule means when on, and when off. */
  says: readonly [string, string];
  saving: boolean;
  onChange: (on: boolean) => void;
}

/** A rule: its name, what it means as it stands, and its switch (named by the rule). */
function SwitchItem({ label, on, says, saving, onChange }: SwitchItemProps) {
  return (
    <List.Item description={on ? says[0] : says[1]} extra={<Switch aria-label={label} checked={on} loading={saving} onChange={onChange} />}>
      {label}
    </List.Item>
  );
}

/** The three switches; each is saved as it is turned (a refusal puts it back and says why). */
function SettingsList({ initial }: { initial: Loaded }) {
  const navigate = useNavigate();
  const [rules, setRules] = useState(initial.rules);
  const [policy, setPolicy] = useState(initial.policy);
  const [saving, setSaving] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const save = async (key: string, run: () => Promise<void>) => {
    setSaving(key);
    setMessage(null);
    try {
      await run();
      void showToast(SETTINGS_TEXT.saved);
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setSaving(null);
    }
  };
  const setRule = (change: Partial<RegisterSettings>, key: string) =>
    void save(key, async () => setRules(await saveRegisterSettings({ ...rules, ...change })));
  const setDevice = (required: boolean) =>
    void save('device', async () => setPolicy(await saveDevicePolicy({ require_bound_device: required })));

  return (
    <>
      <List mode="card" header="注册">
        <SwitchItem
          label={SETTINGS_TEXT.studentApproval}
          on={rules.student_needs_approval}
          says={[SETTINGS_TEXT.studentApprovalOn, SETTINGS_TEXT.studentApprovalOff]}
          saving={saving === 'student'}
          onChange={(on) => setRule({ student_needs_approval: on }, 'student')}
        />
        <SwitchItem
          label={SETTINGS_TEXT.quick}
          on={rules.quick_register}
          says={[SETTINGS_TEXT.quickOn, SETTINGS_TEXT.quickOff]}
          saving={saving === 'quick'}
          onChange={(on) => setRule({ quick_register: on }, 'quick')}
        />
        {rules.quick_register && (
          <List.Item arrowIcon onClick={() => navigate('/staffApply/quickRegister')}>
            {SETTINGS_TEXT.invitations}
          </List.Item>
        )}
      </List>
      <List mode="card" header="登录">
        <SwitchItem
          label={SETTINGS_TEXT.device}
          on={policy.require_bound_device}
          says={[SETTINGS_TEXT.deviceOn, SETTINGS_TEXT.deviceOff]}
          saving={saving === 'device'}
          onChange={setDevice}
        />
      </List>
      <FieldErrorText message={message} />
    </>
  );
}

/**
 * 注册设置 (/staffApply/registerSettings, issue 40; an app route, the personal centre opens it for
 * company administrators): whether students are active at once or after approval, whether quick
 * registration with an invitation is open, and whether sign-ins need a bound device.
 */
export default function RegisterSettingsScreen() {
  const { session } = useStores();
  const admin = session.auth?.is_admin === true || session.auth?.role === 'admin';
  const state = useLoader(async (): Promise<Loaded | null> => {
    if (!admin) return null;
    const [rules, policy] = await Promise.all([fetchRegisterSettings(), fetchDevicePolicy()]);
    return { rules, policy };
  }, [admin]);
  return (
    <PageFrame title={SETTINGS_TEXT.title}>
      {admin ? (
        <>
          <div style={hintStyle}>{SETTINGS_TEXT.hint}</div>
          <Loadable state={state}>{(loaded) => <SettingsList initial={loaded} />}</Loadable>
        </>
      ) : (
        <ErrorBlock status="empty" title={SETTINGS_TEXT.adminOnly} description={null} />
      )}
    </PageFrame>
  );
}
