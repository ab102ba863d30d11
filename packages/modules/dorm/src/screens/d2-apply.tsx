/** @jsxImportSource @emotion/react */
/**
 * Move in (d2ApplyIn) and change room (d2ApplyChange): a date, then area, building, model, room and
 * bed on the picker screens (free beds from that date only); both go to the approval workflow.
 * Move out (d2ApplyOut): a date and a reason; opened from a push it shows that order (_d2OrderOutId).
 */
import { d2ChangeSchema, d2MoveInSchema, d2MoveOutSchema, DORM_GENDERS, type DormMe, type OrderDetail } from '@campus/contracts';
import { localStore, showToast } from '@campus/core';
import { clearFieldErrors, DayInput, FieldErrorText, Loadable, PageFrame, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, Radio, Space, TextArea } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { changeRoom, fetchMe, moveIn, moveOut } from '../api.ts';
import { hubToday, NavList, useScreenId } from '../components/common.tsx';
import { d2Draft } from '../components/draft.ts';
import { HasStayNotice, holdsBed } from '../components/has-stay.tsx';
import { PickedText } from '../components/pick-row.tsx';
import { OrderInfoView } from '../components/order-info.tsx';
import { D2 } from '../paths.ts';

type InValues = { start_date: string; gender?: 'male' | 'female'; bed_id?: string; remark?: string; reason?: string };

const BedForm = observer(function BedForm({ mode, me }: { mode: 'in' | 'change'; me: DormMe }) {
  const [form] = Form.useForm<InValues>();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!d2Draft.startDate) d2Draft.setStartDate(hubToday());
    form.setFieldsValue({ start_date: d2Draft.startDate, bed_id: d2Draft.bed?.id ?? '', ...d2Draft.fields });
  });
  useEffect(() => {
    const gender = me.profile.gender;
    if (gender && !form.getFieldValue('gender')) form.setFieldsValue({ gender });
  }, [me, form]);

  const submit = async (values: InValues) => {
    setMessage(null);
    setBusy(true);
    try {
      const order: OrderDetail =
        mode === 'in'
          ? await moveIn({
              bed_id: d2Draft.bed?.id ?? '',
              start_date: values.start_date,
              gender: values.gender ?? 'male',
              ...(values.remark ? { remark: values.remark } : {}),
            })
          : await changeRoom({ bed_id: d2Draft.bed?.id ?? '', start_date: values.start_date, reason: values.reason ?? '' });
      localStore.stashId('_d2ApplyInOrderId', order.id);
      d2Draft.clear();
      void showToast('提交成功');
      navigate(`${D2}/d2Detail?id=${encodeURIComponent(order.id)}`, { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };
  const schema = mode === 'in' ? d2MoveInSchema : d2ChangeSchema;
  const stay = me.stay;
  return (
    <>
      {mode === 'change' && stay && (
        <div style={{ padding: '12px 16px', color: 'var(--adm-color-weak)' }} data-testid="current-bed">
          当前床位：{stay.room.label} {stay.bed.label}
        </div>
      )}
      <Form
        form={form}
        onFinish={submit}
        onValuesChange={(changed: Partial<InValues>) => {
          clearFieldErrors(form, changed);
          if (changed.start_date !== undefined) d2Draft.setStartDate(changed.start_date);
          const { gender, remark, reason } = changed;
          d2Draft.keepFields({
            ...(gender ? { gender } : {}),
            ...(remark !== undefined ? { remark } : {}),
            ...(reason !== undefined ? { reason } : {}),
          });
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" loading={busy}>
              提交申请
            </Button>
          </>
        }
      >
        <Form.Item name="start_date" label={mode === 'in' ? '入住日期' : '调宿日期'} rules={[schemaRule(schema.shape.start_date)]}>
          <DayInput title={mode === 'in' ? '入住日期' : '调宿日期'} min={hubToday()} />
        </Form.Item>
        {mode === 'in' && (
          <Form.Item name="gender" label="性别" rules={[schemaRule(d2MoveInSchema.shape.gender)]}>
            <Radio.Group>
              <Space>
                <Radio value="male">{DORM_GENDERS.male}</Radio>
                <Radio value="female">{DORM_GENDERS.female}</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label="区域" arrow onClick={() => navigate(`${D2}/d2SelArea`)}>
          <PickedText text={d2Draft.area?.name} placeholder="全部区域" />
        </Form.Item>
        <Form.Item label="楼栋" arrow onClick={() => navigate(`${D2}/d2SelBuilding`)}>
          <PickedText text={d2Draft.building?.name} placeholder="全部楼栋" />
        </Form.Item>
        <Form.Item label="房型" arrow onClick={() => navigate(`${D2}/d2SelModel`)}>
          <PickedText text={d2Draft.model} placeholder="不限" />
        </Form.Item>
        <Form.Item label="房间" arrow onClick={() => navigate(`${D2}/d2SelRoom`)}>
          <PickedText text={d2Draft.room?.name} placeholder="请选择房间" />
        </Form.Item>
        <Form.Item
          name="bed_id"
          label="床位"
          arrow
          onClick={() => navigate(`${D2}/d2SelBed`)}
          rules={[schemaRule(d2MoveInSchema.shape.bed_id)]}
        >
          <PickedText text={d2Draft.bed?.name} placeholder="请选择床位" />
        </Form.Item>
        {mode === 'in' ? (
          <Form.Item name="remark" label="备注">
            <TextArea placeholder="选填" maxLength={200} />
          </Form.Item>
        ) : (
          <Form.Item name="reason" label="调宿原因" rules={[schemaRule(d2ChangeSchema.shape.reason)]}>
            <TextArea placeholder="请填写调宿原因" maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </>
  );
});

/**
 * The form once the person's stay is known (issue 34): a resident opening 入住申请 is told at once
 * and offered 调宿 and 退宿; someone without a bed opening 调宿申请 is offered 入住申请.
 */
function BedScreen({ mode }: { mode: 'in' | 'change' }) {
  const me = useLoader(() => fetchMe(), []);
  return (
    <PageFrame title={mode === 'in' ? '入住申请' : '调宿申请'}>
      <Loadable state={me}>
        {(data) =>
          mode === 'in' && holdsBed(data.stay) ? (
            <HasStayNotice stay={data.stay} />
          ) : mode === 'change' && !data.stay ? (
            <NavList header="您当前没有住宿" entries={[{ title: '申请入住', to: `${D2}/d2ApplyIn` }]} />
          ) : (
            <BedForm mode={mode} me={data} />
          )
        }
      </Loadable>
    </PageFrame>
  );
}

export const D2ApplyIn = () => <BedScreen mode="in" />;
export const D2ApplyChange = () => <BedScreen mode="change" />;

type OutValues = { date: string; reason: string };

export function D2ApplyOut() {
  const id = useScreenId('_d2OrderOutId');
  const [search] = useSearchParams();
  const fromPush = search.get('id') !== null;
  const [form] = Form.useForm<OutValues>();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const me = useLoader(() => fetchMe(), []);
  if (fromPush && id) return <OrderInfoView id={id} title="退宿申请" />;
  const submit = async (values: OutValues) => {
    setMessage(null);
    try {
      const order = await moveOut(values);
      localStore.stashId('_d2OrderOutId', order.id);
      void showToast('提交成功');
      navigate(`${D2}/d2Detail?id=${encodeURIComponent(order.id)}`, { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    }
  };
  return (
    <PageFrame title="退宿申请">
      <Loadable state={me}>
        {(data) =>
          data.stay ? (
            <Form
              form={form}
              onFinish={submit}
              onValuesChange={(changed) => clearFieldErrors(form, changed)}
              initialValues={{ date: hubToday() }}
              footer={
                <>
                  <FieldErrorText message={message} />
                  <Button block type="submit" color="primary">
                    提交退宿申请
                  </Button>
                </>
              }
            >
              <Form.Item label="当前床位">
                {data.stay.room.label} {data.stay.bed.label}
              </Form.Item>
              <Form.Item name="date" label="退宿日期" rules={[schemaRule(d2MoveOutSchema.shape.date)]}>
                <DayInput title="退宿日期" min={hubToday()} />
              </Form.Item>
              <Form.Item name="reason" label="退宿原因" rules={[schemaRule(d2MoveOutSchema.shape.reason)]}>
                <TextArea placeholder="请填写退宿原因" maxLength={200} />
              </Form.Item>
            </Form>
          ) : (
            <NavList header="您当前没有住宿" entries={[{ title: '申请入住', to: `${D2}/d2ApplyIn` }]} />
          )
        }
      </Loadable>
    </PageFrame>
  );
}
