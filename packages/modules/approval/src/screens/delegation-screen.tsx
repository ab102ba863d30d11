/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { hubToday, type Delegation } from '@campus/contracts';
import { confirmDialog, showToast, useStores } from '@campus/core';
import {
  clearFieldErrors,
  DayInput,
  Loadable,
  PageFrame,
  StaffPicker,
  submitFailureMessage,
  useLoader,
  type PickerOption,
} from '@campus/ui';
import { Button, Form, List, Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { cancelDelegation, createDelegation, fetchDelegations } from '../api.ts';
import { MSG_ACTION_DONE, SCREEN_TITLES } from '../labels.ts';
import { loadStaffOptions } from '../picker-options.ts';

const styles = {
  hint: css({ padding: '12px 16px 0', fontSize: 13, color: 'var(--adm-color-text-secondary)', lineHeight: 1.6 }),
  placeholder: css({ color: 'var(--adm-color-weak)' }),
  range: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', whiteSpace: 'nowrap' }),
  empty: css({ color: 'var(--adm-color-weak)', fontSize: 14 }),
  error: css({ color: 'var(--adm-color-danger)', fontSize: 13, padding: '0 16px' }),
};

export const DELEGATION_TEXTS = {
  hint: '外出期间指定代理人：在日期范围内到达或等待您审批的单据，代理人也可以审批，记录中显示“由代理人代您审批”。您本人仍可审批。',
  newTitle: '设置代理人',
  delegate: '代理人',
  chooseDelegate: '请选择代理人',
  startsOn: '开始日期',
  endsOn: '结束日期',
  save: '保存',
  mine: '我设置的代理',
  toMe: '委托我代理的',
  none: '暂无',
  cancel: '取消代理',
  confirmCancel: '确定取消该代理吗？取消后待审批的单据只由您本人审批。',
  states: { active: '生效中', upcoming: '未开始', ended: '已结束' } as Record<Delegation['state'], string>,
} as const;

const STATE_COLORS: Record<Delegation['state'], string> = { active: 'success', upcoming: 'primary', ended: 'default' };

/** The chosen delegate as the form row shows it (the Form.Item's injected value is the picker's, not the form's). */
function PickedName({ picked }: { picked: PickerOption | null; value?: unknown; onChange?: unknown }) {
  return picked === null ? <span css={styles.placeholder}>{DELEGATION_TEXTS.chooseDelegate}</span> : <span>{picked.name}</span>;
}

interface FormValues {
  starts_on?: string;
  ends_on?: string;
}

function DelegationRow({ delegation, who, onCancel }: { delegation: Delegation; who: string; onCancel?: () => void }) {
  return (
    <List.Item
      data-testid="delegation-row"
      description={
        <span css={styles.range}>
          {delegation.starts_on} 至 {delegation.ends_on}
        </span>
      }
      extra={
        onCancel && delegation.state !== 'ended' ? (
          <Button size="mini" color="danger" fill="outline" onClick={onCancel}>
            {DELEGATION_TEXTS.cancel}
          </Button>
        ) : (
          <Tag color={STATE_COLORS[delegation.state]} fill="outline">
            {DELEGATION_TEXTS.states[delegation.state]}
          </Tag>
        )
      }
    >
      {who}
      {onCancel && delegation.state !== 'ended' ? (
        <Tag color={STATE_COLORS[delegation.state]} fill="outline" style={{ marginLeft: 8 }}>
          {DELEGATION_TEXTS.states[delegation.state]}
        </Tag>
      ) : null}
    </List.Item>
  );
}

/**
 * 代理审批 (/approvalDelegate, issue 41): the caller names a delegate for a range of days, sees his
 * delegations and those naming him, and ends one early. The server refuses a loop, himself and an
 * overlapping range (shown on the form's fields).
 */
export default observer(function DelegationScreen() {
  const { session } = useStores();
  const state = useLoader(fetchDelegations, []);
  const [form] = Form.useForm<FormValues>();
  const [delegate, setDelegate] = useState<PickerOption | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const today = hubToday();
  const selfId = session.auth?.user_id ?? null;

  const save = async (values: FormValues) => {
    if (delegate === null) {
      form.setFields([{ name: 'delegate_id', errors: [DELEGATION_TEXTS.chooseDelegate] }]);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await createDelegation({ delegate_id: delegate.id, starts_on: values.starts_on ?? '', ends_on: values.ends_on ?? '' });
      void showToast(MSG_ACTION_DONE, { icon: 'success' });
      form.resetFields();
      setDelegate(null);
      void state.reload();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (delegation: Delegation) => {
    if (!(await confirmDialog(DELEGATION_TEXTS.confirmCancel))) return;
    try {
      await cancelDelegation(delegation.id);
      void showToast(MSG_ACTION_DONE, { icon: 'success' });
    } finally {
      void state.reload();
    }
  };

  return (
    <PageFrame title={SCREEN_TITLES.delegation}>
      <div css={styles.hint}>{DELEGATION_TEXTS.hint}</div>
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        initialValues={{ starts_on: today, ends_on: today }}
        onFinish={(values) => void save(values)}
        onValuesChange={(changed) => clearFieldErrors(form, changed)}
        footer={
          <Button block color="primary" type="submit" loading={busy} data-testid="delegation-save">
            {DELEGATION_TEXTS.save}
          </Button>
        }
      >
        <Form.Header>{DELEGATION_TEXTS.newTitle}</Form.Header>
        <Form.Item
          name="delegate_id"
          label={DELEGATION_TEXTS.delegate}
          onClick={() => setPicking(true)}
          arrow
          data-testid="delegation-delegate"
        >
          <PickedName picked={delegate} />
        </Form.Item>
        <Form.Item name="starts_on" label={DELEGATION_TEXTS.startsOn} rules={[{ required: true, message: '请选择日期' }]}>
          <DayInput title={DELEGATION_TEXTS.startsOn} min={today} />
        </Form.Item>
        <Form.Item name="ends_on" label={DELEGATION_TEXTS.endsOn} rules={[{ required: true, message: '请选择日期' }]}>
          <DayInput title={DELEGATION_TEXTS.endsOn} min={today} />
        </Form.Item>
      </Form>
      {message ? (
        <div css={styles.error} role="alert">
          {message}
        </div>
      ) : null}
      <Loadable state={state}>
        {(list) => (
          <>
            <List mode="card" header={DELEGATION_TEXTS.mine} data-testid="delegations-mine">
              {list.mine.length === 0 ? (
                <List.Item>
                  <span css={styles.empty}>{DELEGATION_TEXTS.none}</span>
                </List.Item>
              ) : (
                list.mine.map((d) => <DelegationRow key={d.id} delegation={d} who={d.delegate.name} onCancel={() => void cancel(d)} />)
              )}
            </List>
            <List mode="card" header={DELEGATION_TEXTS.toMe} data-testid="delegations-to-me">
              {list.to_me.length === 0 ? (
                <List.Item>
                  <span css={styles.empty}>{DELEGATION_TEXTS.none}</span>
                </List.Item>
              ) : (
                list.to_me.map((d) => <DelegationRow key={d.id} delegation={d} who={d.staff.name} />)
              )}
            </List>
          </>
        )}
      </Loadable>
      <StaffPicker
        visible={picking}
        title={DELEGATION_TEXTS.delegate}
        onClose={() => setPicking(false)}
        value={delegate === null ? [] : [delegate]}
        onChange={(chosen) => {
          setDelegate(chosen[0] ?? null);
          form.setFields([{ name: 'delegate_id', errors: [] }]);
        }}
        load={(keyword) => loadStaffOptions(keyword, selfId)}
      />
    </PageFrame>
  );
});
