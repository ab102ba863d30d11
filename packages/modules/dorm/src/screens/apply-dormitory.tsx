/** @jsxImportSource @emotion/react */
/**
 * The dormitory application (/applyDormitory, the project on applyDormitoryProject) and the ln
 * tenant's public entry (/lnDormApply, lnLoginType = 2: no login-expired message, the user signs in
 * here and stays on this page; the ID card step on /lnIdentityCard).
 */
import { DORM_PROJECTS, dormApplySchema, type DormApply } from '@campus/contracts';
import { localStore, showToast, tenantConfig, useStores } from '@campus/core';
import {
  clearFieldErrors,
  DayInput,
  FieldErrorText,
  Loadable,
  PageFrame,
  schemaRule,
  submitFailureMessage,
  useLoader,
  keepDates,
} from '@campus/ui';
import { Button, CheckList, Form, Input, List, Radio, Selector, Space, TextArea } from 'antd-mobile';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyDorm, fetchAreas, fetchMe, fetchOrders } from '../api.ts';
import { hubToday, NavList, OrderTag, pageStyles } from '../components/common.tsx';
import { HasStayNotice, holdsBed } from '../components/has-stay.tsx';
import { D2 } from '../paths.ts';
import { IdentityForm } from './d2-services.tsx';

/** The project chosen on applyDormitoryProject, kept while the user comes back to the form. */
const projectChoice = makeAutoObservable({
  value: '' as string,
  set(v: string) {
    this.value = v;
  },
});

type ApplyValues = Omit<DormApply, 'project' | 'area_id' | 'model'> & { area_id?: string[]; model?: string[] };

const ApplyForm = observer(function ApplyForm({ projectPath, after }: { projectPath: string; after: (id: string) => void }) {
  const [form] = Form.useForm<ApplyValues>();
  const navigate = useNavigate();
  const areas = useLoader(() => fetchAreas(), []);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: ApplyValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const order = await applyDorm({
        project: projectChoice.value,
        purpose: v.purpose,
        start_date: v.start_date,
        ...(v.end_date ? { end_date: v.end_date } : {}),
        gender: v.gender,
        ...(v.area_id?.[0] ? { area_id: v.area_id[0] } : {}),
        ...(v.model?.[0] ? { model: v.model[0] } : {}),
        ...(v.remark ? { remark: v.remark } : {}),
      });
      projectChoice.set('');
      form.resetFields();
      void showToast('申请已提交');
      after(order.id);
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      mode="card"
      onFinish={submit}
      initialValues={{ start_date: hubToday() }}
      onValuesChange={(c) => clearFieldErrors(form, c)}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" loading={busy}>
            提交住宿申请
          </Button>
        </>
      }
    >
      <Form.Item label="项目" arrow onClick={() => navigate(projectPath)} required>
        <span style={{ color: projectChoice.value ? 'var(--adm-color-text)' : 'var(--adm-color-weak)' }} data-testid="project-value">
          {projectChoice.value || '请选择项目'}
        </span>
      </Form.Item>
      <Form.Item name="project" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="purpose" label="用途" rules={[schemaRule(dormApplySchema.shape.purpose)]}>
        <TextArea placeholder="如：驻场期间住宿" maxLength={200} />
      </Form.Item>
      <Form.Item name="start_date" label="入住日期" rules={[schemaRule(dormApplySchema.shape.start_date)]}>
        <DayInput title="入住日期" min={hubToday()} />
      </Form.Item>
      <Form.Item name="end_date" label="退宿日期（选填）">
        <DayInput title="退宿日期" min={hubToday()} placeholder="不填则长期入住" clearable />
      </Form.Item>
      <Form.Item name="gender" label="性别" rules={[schemaRule(dormApplySchema.shape.gender)]}>
        <Radio.Group>
          <Space>
            <Radio value="male">男</Radio>
            <Radio value="female">女</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="area_id" label="意向区域">
        <Selector columns={2} options={(areas.data ?? []).map((a) => ({ label: a.name, value: a.id }))} />
      </Form.Item>
      <Form.Item name="model" label="意向房型">
        <Selector columns={3} options={['四人间', '双人间', '套房'].map((m) => ({ label: m, value: m }))} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <TextArea placeholder="选填" maxLength={200} />
      </Form.Item>
    </Form>
  );
});

function MyApplications({ reloadKey }: { reloadKey: number }) {
  const navigate = useNavigate();
  // A person's lodging applications are a handful: the newest twenty; 申请记录 pages through them all.
  const state = useLoader(() => fetchOrders('mine', 1, 20, 'dorm'), [reloadKey]);
  const rows = state.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <List mode="card" header="我的住宿申请">
      {rows.map((o) => (
        <List.Item
          key={o.id}
          data-testid="dorm-order-row"
          description={keepDates(o.created_time.slice(0, 16))}
          extra={<OrderTag orderType={o.order_type} status={o.status} label={o.status_label} />}
          onClick={() => navigate(`${D2}/d2Detail?id=${encodeURIComponent(o.id)}`)}
          arrowIcon
        >
          {o.title}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The form, once the person's stay is known (issue 34): a resident is told on opening that they
 * already have a bed, and offered a change or a move-out instead (the server refuses them too).
 */
function ApplyOrStay({ after }: { after: () => void }) {
  const me = useLoader(() => fetchMe(), []);
  return (
    <Loadable state={me}>
      {(data) =>
        holdsBed(data.stay) ? (
          <HasStayNotice stay={data.stay} />
        ) : (
          <ApplyForm projectPath="/applyDormitory/applyDormitoryProject" after={after} />
        )
      }
    </Loadable>
  );
}

export function ApplyDormitory() {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <PageFrame title="住宿申请">
      <ApplyOrStay after={() => setReloadKey((k) => k + 1)} />
      <MyApplications reloadKey={reloadKey} />
    </PageFrame>
  );
}

export const ApplyDormitoryProject = observer(function ApplyDormitoryProject() {
  const navigate = useNavigate();
  return (
    <PageFrame title="选择项目">
      <CheckList
        value={projectChoice.value ? [projectChoice.value] : []}
        onChange={(v) => {
          const picked = v[0];
          if (typeof picked === 'string') projectChoice.set(picked);
          navigate(-1);
        }}
      >
        {DORM_PROJECTS.map((p) => (
          <CheckList.Item key={p} value={p}>
            {p}
          </CheckList.Item>
        ))}
      </CheckList>
    </PageFrame>
  );
});

/** lnLoginType 2: the start-up and the error catalogue leave the user on this page (spec 3, 4). */
function useLnLoginType(): void {
  useEffect(() => {
    localStore.set('lnLoginType', '2');
  }, []);
}

/** Signs in on the page itself (the ln entry has no login page of its own to go back to). */
const InlineSignIn = observer(function InlineSignIn() {
  const stores = useStores();
  const [form] = Form.useForm<{ phone: string; password: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { phone: string; password: string }) => {
    setBusy(true);
    const { signInWithPassword } = await import('@campus/core/auth');
    const failed = await signInWithPassword(stores, {
      phone: v.phone,
      password: v.password,
      companyId: tenantConfig().defaultCompanyId ?? null,
    });
    setMessage(failed);
    setBusy(false);
  };
  return (
    <Form
      form={form}
      mode="card"
      onFinish={submit}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" loading={busy}>
            登录后申请
          </Button>
        </>
      }
    >
      <Form.Header>请先登录</Form.Header>
      <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请输入手机号' }]}>
        <Input inputMode="tel" placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input type="password" placeholder="请输入密码" />
      </Form.Item>
    </Form>
  );
});

export const LnDormApply = observer(function LnDormApply() {
  useLnLoginType();
  const { session } = useStores();
  const [reloadKey, setReloadKey] = useState(0);
  const signedIn = session.isAuthenticated;
  return (
    <PageFrame title="住宿申请">
      {!signedIn ? (
        <InlineSignIn />
      ) : (
        <>
          <NavList entries={[{ title: '身份证信息', to: '/lnIdentityCard', description: '入住前请上传身份证正反面' }]} />
          <ApplyOrStay after={() => setReloadKey((k) => k + 1)} />
          <MyApplications reloadKey={reloadKey} />
        </>
      )}
    </PageFrame>
  );
});

export const LnIdentityCard = observer(function LnIdentityCard() {
  useLnLoginType();
  const { session } = useStores();
  const signedIn = session.isAuthenticated;
  const me = useLoader(async () => (signedIn ? fetchMe() : null), [signedIn]);
  return (
    <PageFrame title="上传身份证">
      {!signedIn ? (
        <InlineSignIn />
      ) : me.data ? (
        <IdentityForm profile={me.data.profile} onSaved={() => void me.reload()} />
      ) : (
        <div css={pageStyles.pad}>加载中</div>
      )}
    </PageFrame>
  );
});
