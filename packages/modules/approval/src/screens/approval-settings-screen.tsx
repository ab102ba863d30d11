/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ApprovalSettings, OrderType } from '@campus/contracts';
import { orderTypesStore, showToast, useStores } from '@campus/core';
import {
  clearFieldErrors,
  failedResponse,
  FieldErrorText,
  loadErrorText,
  Loadable,
  PageFrame,
  StaffPicker,
  useLoader,
  type PickerOption,
} from '@campus/ui';
import { Button, ErrorBlock, Form, Input, Picker, Selector, Switch } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { fetchApprovalSettings, fetchStaffName, saveApprovalSettings } from '../api.ts';
import { MSG_ACTION_DONE, SCREEN_TITLES } from '../labels.ts';
import { loadStaffOptions } from '../picker-options.ts';
import {
  fromFormValues,
  settingsFieldErrors,
  TIMEOUT_ACTION_LABELS,
  toFormValues,
  WEEKDAY_LABELS,
  type SettingsFormValues,
  type TimeoutAction,
} from '../settings/settings-form.ts';

const styles = {
  hint: css({ padding: '12px 16px 0', fontSize: 13, color: 'var(--adm-color-text-secondary)', lineHeight: 1.6 }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

export const SETTINGS_TEXTS = {
  hint: '审批等待过久时提醒审批人（仅在工作时间推送），超时后按设置转交或自动处理，记录中显示“系统”及原因。',
  adminOnly: '仅单位管理员可以设置审批提醒与超时',
  company: '全单位设置',
  skipRepeated: '连续相同审批人自动通过',
  workStart: '上班时间',
  workEnd: '下班时间',
  workdays: '工作日',
  orderType: '单据类型',
  perType: '提醒与超时（按单据类型）',
  reminderHours: '提醒周期',
  hours: '小时',
  reminderPlaceholder: '默认24',
  timeoutHours: '超时时间',
  timeoutPlaceholder: '不填则不超时',
  timeoutAction: '超时处理',
  timeoutStaff: '指定人员',
  chooseStaff: '请选择指定人员',
  save: '保存',
} as const;

const ACTION_OPTIONS = (Object.keys(TIMEOUT_ACTION_LABELS) as TimeoutAction[]).map((value) => ({
  label: TIMEOUT_ACTION_LABELS[value],
  value,
}));
const WEEKDAY_OPTIONS = WEEKDAY_LABELS.map((label, i) => ({ label, value: i + 1 }));

/** The order types of the registry, in its order (each goes through the approval chain). */
const approvalTypes = (types: ReadonlyMap<string, OrderType>): OrderType[] => [...types.values()];

/** The chosen person as the form row shows it (the Form.Item's injected value is ignored). */
function PickedName({ picked }: { picked: PickerOption | null; value?: unknown; onChange?: unknown }) {
  return picked === null ? <span css={styles.placeholder}>{SETTINGS_TEXTS.chooseStaff}</span> : <span>{picked.name}</span>;
}

function SettingsForm({ initial, types }: { initial: ApprovalSettings; types: OrderType[] }) {
  const [form] = Form.useForm<SettingsFormValues>();
  const [settings, setSettings] = useState(initial);
  const [orderType, setOrderType] = useState(types.find((t) => t.type === 'forms')?.type ?? types[0]?.type ?? '');
  const [staff, setStaff] = useState<PickerOption | null>(null);
  // the named person of the shown time-out, whose name is read from the server
  const [namedId, setNamedId] = useState<string | null>(() => toFormValues(initial, orderType).staffId);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const action = Form.useWatch('timeout_action', form)?.[0];

  useEffect(() => {
    if (namedId === null) return undefined;
    let live = true;
    void fetchStaffName(namedId).then((name) => {
      if (live) setStaff({ id: namedId, name: name ?? namedId });
    });
    return () => {
      live = false;
    };
  }, [namedId]);

  /** Shows `type`'s rows of `next` (another type chosen, or the settings just saved). */
  const show = (next: ApprovalSettings, type: string) => {
    const { values, staffId } = toFormValues(next, type);
    form.setFieldsValue(values);
    form.setFields(Object.keys(values).map((name) => ({ name, errors: [] })));
    if (staffId !== (staff?.id ?? null)) {
      setStaff(null);
      setNamedId(staffId);
    }
  };

  const save = async (values: SettingsFormValues) => {
    if (values.timeout_hours.trim() !== '' && values.timeout_action[0] === 'staff' && staff === null) {
      form.setFields([{ name: 'timeout_staff', errors: [SETTINGS_TEXTS.chooseStaff] }]);
      return;
    }
    const body = fromFormValues(settings, orderType, values, staff?.id ?? null);
    setBusy(true);
    setMessage(null);
    try {
      const stored = await saveApprovalSettings(body);
      setSettings(stored);
      show(stored, orderType);
      void showToast(MSG_ACTION_DONE, { icon: 'success' });
    } catch (error) {
      const response = failedResponse(error);
      if (response === null || response.status >= 500) setMessage(loadErrorText(error));
      else {
        const { fields, message: other } = settingsFieldErrors(response.data, orderType, body);
        form.setFields(fields);
        setMessage(other);
      }
    } finally {
      setBusy(false);
    }
  };

  const typeName = types.find((t) => t.type === orderType)?.name ?? orderType;
  return (
    <>
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        initialValues={toFormValues(settings, orderType).values}
        onFinish={(values) => void save(values)}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block color="primary" type="submit" loading={busy} data-testid="settings-save">
              {SETTINGS_TEXTS.save}
            </Button>
          </>
        }
      >
        <Form.Header>{SETTINGS_TEXTS.company}</Form.Header>
        <Form.Item
          name="skip_repeated_approver"
          label={SETTINGS_TEXTS.skipRepeated}
          valuePropName="checked"
          childElementPosition="right"
          style={{ '--prefix-width': '13em' }}
        >
          <Switch aria-label={SETTINGS_TEXTS.skipRepeated} />
        </Form.Item>
        <Form.Item name="work_start" label={SETTINGS_TEXTS.workStart}>
          <Input placeholder="09:00" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="work_end" label={SETTINGS_TEXTS.workEnd}>
          <Input placeholder="18:00" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="workdays" label={SETTINGS_TEXTS.workdays} layout="vertical">
          <Selector multiple columns={4} options={WEEKDAY_OPTIONS} />
        </Form.Item>
        <Form.Header>{SETTINGS_TEXTS.perType}</Form.Header>
        <Picker
          columns={[types.map((t) => ({ label: t.name, value: t.type }))]}
          value={[orderType]}
          title={SETTINGS_TEXTS.orderType}
          onConfirm={(value) => {
            const type = String(value[0] ?? orderType);
            setOrderType(type);
            show(settings, type);
          }}
        >
          {(_items, { open }) => (
            <Form.Item label={SETTINGS_TEXTS.orderType} onClick={open} arrow data-testid="settings-order-type">
              {typeName}
            </Form.Item>
          )}
        </Picker>
        <Form.Item name="reminder_hours" label={SETTINGS_TEXTS.reminderHours} extra={SETTINGS_TEXTS.hours}>
          <Input placeholder={SETTINGS_TEXTS.reminderPlaceholder} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="timeout_hours" label={SETTINGS_TEXTS.timeoutHours} extra={SETTINGS_TEXTS.hours}>
          <Input placeholder={SETTINGS_TEXTS.timeoutPlaceholder} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="timeout_action" label={SETTINGS_TEXTS.timeoutAction} layout="vertical">
          <Selector columns={2} options={ACTION_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="timeout_staff"
          label={SETTINGS_TEXTS.timeoutStaff}
          hidden={action !== 'staff'}
          onClick={() => setPicking(true)}
          arrow
          data-testid="settings-timeout-staff"
        >
          <PickedName picked={staff} />
        </Form.Item>
      </Form>
      <StaffPicker
        visible={picking}
        title={SETTINGS_TEXTS.timeoutStaff}
        onClose={() => setPicking(false)}
        value={staff === null ? [] : [staff]}
        onChange={(chosen) => {
          setStaff(chosen[0] ?? null);
          form.setFields([{ name: 'timeout_staff', errors: [] }]);
        }}
        load={(keyword) => loadStaffOptions(keyword)}
      />
    </>
  );
}

/**
 * 审批设置 (/approvalSettings, issue 41; an app route: the spec lists none): the company's
 * administrator sets the working hours of reminders, whether a repeated approver passes, and per
 * order type the reminder period and the time-out (hand to the department head or a named person,
 * or approve or reject by 系统). The server's 400 errors show on their fields.
 */
export default observer(function ApprovalSettingsScreen() {
  const { session } = useStores();
  const admin = session.auth?.is_admin === true || session.auth?.role === 'admin';
  const state = useLoader(async () => {
    if (!admin) return null;
    const [settings] = await Promise.all([fetchApprovalSettings(), orderTypesStore.ensure()]);
    return { settings, types: approvalTypes(orderTypesStore.types) };
  }, [admin]);
  return (
    <PageFrame title={SCREEN_TITLES.settings}>
      {admin ? (
        <>
          <div css={styles.hint}>{SETTINGS_TEXTS.hint}</div>
          <Loadable state={state}>{(loaded) => <SettingsForm initial={loaded.settings} types={loaded.types} />}</Loadable>
        </>
      ) : (
        <ErrorBlock status="empty" title={SETTINGS_TEXTS.adminOnly} description={null} />
      )}
    </PageFrame>
  );
});
