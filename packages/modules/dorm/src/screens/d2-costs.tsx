/** @jsxImportSource @emotion/react */
/**
 * Costs: my monthly charges (d2Expense; rent for the days held plus my share of the room's water and
 * electricity), one charge and its payment (d2Pay, through the purchase screen /buy), the room bills
 * with every resident's share (d2Cost, /livingCost) and, for the dorm admin, recording a month's bill.
 */
import { DORM_PAY_PURPOSES, dormUtilityCreateSchema, type DormCharge, type DormUtilityBill } from '@campus/contracts';
import { showToast } from '@campus/core';
import {
  clearFieldErrors,
  DetailSection,
  FieldErrorText,
  Loadable,
  PageFrame,
  schemaRule,
  submitFailureMessage,
  useLoader,
  keepDates,
} from '@campus/ui';
import { Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createUtilityBill, fetchCharges, fetchMe, fetchUtilityBills } from '../api.ts';
import { hubToday, PlainTag, pageStyles, useScreenId, yuan } from '../components/common.tsx';
import { RoomField } from '../components/room-list.tsx';
import { D2 } from '../paths.ts';

const payPath = (charge: DormCharge) =>
  `/buy?${new URLSearchParams({ purpose: DORM_PAY_PURPOSES.bill, ref_id: charge.id, done: `${D2}/d2Expense` }).toString()}`;

export function D2Expense() {
  const navigate = useNavigate();
  const state = useLoader(() => fetchCharges(), []);
  return (
    <PageFrame title="费用明细">
      <Loadable state={state}>
        {(rows) =>
          rows.length === 0 ? (
            <div css={pageStyles.pad}>暂无费用</div>
          ) : (
            <List mode="card" header="按月账单（床位费 + 水电分摊）">
              {rows.map((c) => (
                <List.Item
                  key={c.id}
                  data-testid="charge-row"
                  description={`${c.room.label} ${c.bed_label} · ${String(c.days)}天 · 床位费 ${yuan(c.rent_fen)} · 水电 ${yuan(c.utility_fen)}`}
                  extra={
                    <div style={{ textAlign: 'right' }}>
                      <div css={pageStyles.money}>{yuan(c.total_fen)}</div>
                      <PlainTag label={c.status_label} tone={c.status === 'paid' ? 'success' : 'warning'} />
                    </div>
                  }
                  onClick={() => navigate(`${D2}/d2Pay?id=${encodeURIComponent(c.id)}`)}
                  arrowIcon
                >
                  {keepDates(c.month)}
                </List.Item>
              ))}
            </List>
          )
        }
      </Loadable>
    </PageFrame>
  );
}

export function D2Pay() {
  const id = useScreenId();
  const navigate = useNavigate();
  const state = useLoader(async () => (await fetchCharges()).find((c) => c.id === id) ?? null, [id]);
  return (
    <PageFrame title="缴费">
      <Loadable state={state} empty="未找到该费用">
        {(c) => (
          <>
            <DetailSection
              title={`${c.month} 住宿费用`}
              rows={[
                { label: '房间', value: `${c.room.label} ${c.bed_label}` },
                { label: '入住天数', value: `${String(c.days)}天` },
                { label: '床位费', value: yuan(c.rent_fen) },
                { label: '水电分摊', value: yuan(c.utility_fen) },
                { label: '合计', value: <span css={pageStyles.money}>{yuan(c.total_fen)}</span> },
                { label: '状态', value: c.status_label },
                { label: '缴费时间', value: c.paid_time?.slice(0, 16), hidden: c.status !== 'paid' },
              ]}
            />
            {c.status === 'unpaid' && (
              <div style={{ padding: 16 }}>
                <Button block color="primary" size="large" onClick={() => navigate(payPath(c))}>
                  去缴费 {yuan(c.total_fen)}
                </Button>
              </div>
            )}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

function BillList({ bills }: { bills: DormUtilityBill[] }) {
  if (bills.length === 0) return <div css={pageStyles.pad}>暂无水电费账单</div>;
  return (
    <>
      {bills.map((b) => (
        <DetailSection
          key={b.id}
          title={`${b.month} ${b.room.label}`}
          rows={[
            { label: '水费', value: yuan(b.water_fen) },
            { label: '电费', value: yuan(b.electricity_fen) },
            { label: '合计', value: <span css={pageStyles.money}>{yuan(b.total_fen)}</span> },
            ...b.shares.map((s) => ({ label: `${s.staff.name}（${String(s.days)}天）`, value: yuan(s.amount_fen) })),
          ]}
        />
      ))}
      <div css={pageStyles.pad}>
        水电费按当月各住户在该房间的入住天数分摊，精确到分；除不尽的零头按余数从大到小逐分分配，合计与账单一致。
      </div>
    </>
  );
}

export function D2Cost() {
  const state = useLoader(() => fetchUtilityBills(), []);
  return (
    <PageFrame title="水电分摊">
      <Loadable state={state}>{(bills) => <BillList bills={bills} />}</Loadable>
    </PageFrame>
  );
}

type BillValues = { room_id: string; month: string; water: string; electricity: string };
const toFen = (yuanText: string): number => Math.round(Number(yuanText) * 100);

function RecordBill({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<BillValues>();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (v: BillValues) => {
    setMessage(null);
    try {
      await createUtilityBill({
        room_id: v.room_id,
        month: v.month,
        water_fen: toFen(v.water),
        electricity_fen: toFen(v.electricity),
      });
      void showToast('已录入并通知住户');
      form.resetFields();
      onDone();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    }
  };
  const yuanRule = { pattern: /^\d+(\.\d{1,2})?$/, message: '请输入金额（元，最多两位小数）' };
  return (
    <Form
      form={form}
      mode="card"
      onFinish={submit}
      onValuesChange={(changed) => clearFieldErrors(form, changed)}
      initialValues={{ month: hubToday().slice(0, 7) }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary">
            录入水电费
          </Button>
        </>
      }
    >
      <Form.Header>录入水电费（宿管）</Form.Header>
      <Form.Item name="room_id" label="房间" rules={[{ required: true, message: '请选择房间' }]}>
        <RoomField />
      </Form.Item>
      <Form.Item name="month" label="月份" rules={[schemaRule(dormUtilityCreateSchema.shape.month)]}>
        <Input placeholder="YYYY-MM" />
      </Form.Item>
      <Form.Item name="water" label="水费（元）" rules={[{ required: true, message: '请填写水费' }, yuanRule]}>
        <Input inputMode="decimal" placeholder="0.00" />
      </Form.Item>
      <Form.Item name="electricity" label="电费（元）" rules={[{ required: true, message: '请填写电费' }, yuanRule]}>
        <Input inputMode="decimal" placeholder="0.00" />
      </Form.Item>
    </Form>
  );
}

export function LivingCost() {
  const me = useLoader(() => fetchMe(), []);
  const admin = me.data?.is_admin === true;
  const bills = useLoader(() => fetchUtilityBills({ all: admin }), [admin]);
  return (
    <PageFrame title="水电费">
      {admin && <RecordBill onDone={() => void bills.reload()} />}
      <Loadable state={bills}>{(rows) => <BillList bills={rows} />}</Loadable>
    </PageFrame>
  );
}
