/** @jsxImportSource @emotion/react */
/**
 * Cleaning: book one (d2CleanApply; a deep cleaning is charged), my bookings (d2CleanList; the dorm
 * admin's work list with ?all=1), one booking (d2CleanDetail, stash _d2CleanOrderId: pay, cancel,
 * complete, rate), pay it (d2CleanPay -> the purchase screen) and rate it (d2CleanComment, d2Comment).
 */
import { CLEAN_KINDS, CLEAN_PRICE_FEN, CLEAN_SLOTS, DORM_PAY_PURPOSES, dormCleanCreateSchema, type DormClean } from '@campus/contracts';
import { confirmDialog, showToast, useStores } from '@campus/core';
import {
  clearFieldErrors,
  DayInput,
  DetailSection,
  FieldErrorText,
  Loadable,
  PageFrame,
  schemaRule,
  submitFailureMessage,
  useLoader,
  keepDates,
} from '@campus/ui';
import { Button, Form, List, Rate, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelCleaning, completeCleaning, createCleaning, fetchCleaning, fetchCleanings, fetchMe, rateCleaning } from '../api.ts';
import { hubToday, PlainTag, pageStyles, useScreenId, yuan } from '../components/common.tsx';
import { D2_CLEAN_DETAIL } from '../paths.ts';

const STASH = '_d2CleanOrderId';
const TONES: Record<DormClean['status'], 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  unpaid: 'warning',
  pending: 'primary',
  done: 'success',
  rated: 'success',
  cancelled: 'default',
};
const detailPath = (id: string) => `${D2_CLEAN_DETAIL}?id=${encodeURIComponent(id)}`;
const payPath = (id: string) => `${D2_CLEAN_DETAIL}/d2CleanPay?id=${encodeURIComponent(id)}`;

type CleanValues = { kind: ('daily' | 'deep')[]; date: string; slot: string[]; remark?: string };

export function D2CleanApply() {
  const [form] = Form.useForm<CleanValues>();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [kind, setKind] = useState<'daily' | 'deep'>('daily');
  const submit = async (v: CleanValues) => {
    setMessage(null);
    try {
      const made = await createCleaning({
        kind: v.kind[0] ?? 'daily',
        date: v.date,
        slot: (v.slot[0] ?? '') as (typeof CLEAN_SLOTS)[number],
        ...(v.remark ? { remark: v.remark } : {}),
      });
      void showToast('预约成功');
      navigate(made.status === 'unpaid' ? payPath(made.id) : detailPath(made.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    }
  };
  return (
    <PageFrame title="保洁申请">
      <Form
        form={form}
        onFinish={submit}
        initialValues={{ kind: ['daily'], date: hubToday() }}
        onValuesChange={(c: Partial<CleanValues>) => {
          clearFieldErrors(form, c);
          if (c.kind?.[0]) setKind(c.kind[0]);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary">
              {CLEAN_PRICE_FEN[kind] > 0 ? `预约并支付 ${yuan(CLEAN_PRICE_FEN[kind])}` : '预约保洁'}
            </Button>
          </>
        }
      >
        <Form.Item name="kind" label="保洁类型" rules={[{ required: true, message: '请选择保洁类型' }]}>
          <Selector
            columns={2}
            options={(Object.keys(CLEAN_KINDS) as ('daily' | 'deep')[]).map((k) => ({
              label: CLEAN_KINDS[k],
              value: k,
              description: CLEAN_PRICE_FEN[k] > 0 ? yuan(CLEAN_PRICE_FEN[k]) : '免费',
            }))}
          />
        </Form.Item>
        <Form.Item name="date" label="保洁日期" rules={[schemaRule(dormCleanCreateSchema.shape.date)]}>
          <DayInput title="保洁日期" min={hubToday()} />
        </Form.Item>
        <Form.Item name="slot" label="时段" rules={[{ required: true, message: '请选择时段' }]}>
          <Selector columns={3} options={CLEAN_SLOTS.map((s) => ({ label: s, value: s }))} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <TextArea placeholder="选填，如需要重点打扫的区域" maxLength={200} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}

export function D2CleanList() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const me = useLoader(() => fetchMe(), []);
  const all = search.get('all') === '1' && me.data?.is_admin === true;
  const state = useLoader(() => fetchCleanings({ all }), [all]);
  return (
    <PageFrame title={all ? '保洁工单' : '保洁记录'}>
      <Loadable state={state}>
        {(rows) =>
          rows.length === 0 ? (
            <div css={pageStyles.pad}>暂无保洁记录</div>
          ) : (
            <List mode="card">
              {rows.map((c) => (
                <List.Item
                  key={c.id}
                  data-testid="clean-row"
                  description={keepDates(`${c.date} ${c.slot} · ${c.room.label}${all ? ` · ${c.applicant.name}` : ''}`)}
                  extra={<PlainTag label={c.status_label} tone={TONES[c.status]} />}
                  onClick={() => navigate(detailPath(c.id))}
                  arrowIcon
                >
                  {c.kind_label}
                </List.Item>
              ))}
            </List>
          )
        }
      </Loadable>
    </PageFrame>
  );
}

export function D2CleanDetail() {
  const id = useScreenId(STASH);
  const navigate = useNavigate();
  const state = useLoader(async () => (id ? fetchCleaning(id) : null), [id]);
  const { session } = useStores();
  const act = async (run: () => Promise<unknown>, confirm: string, done: string) => {
    if (!(await confirmDialog(confirm))) return;
    await run();
    void showToast(done);
    void state.reload();
  };
  return (
    <PageFrame title="保洁详情">
      <Loadable state={state} empty="未找到该保洁单">
        {(c) => {
          const mine = session.auth?.user_id === c.applicant.id;
          return (
            <>
              <DetailSection
                title={
                  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                    <span>{c.kind_label}</span>
                    <PlainTag label={c.status_label} tone={TONES[c.status]} />
                  </div>
                }
                rows={[
                  { label: '房间', value: c.room.label },
                  { label: '预约人', value: c.applicant.name },
                  { label: '日期', value: `${c.date} ${c.slot}` },
                  { label: '费用', value: c.price_fen > 0 ? yuan(c.price_fen) : '免费' },
                  { label: '备注', value: c.remark },
                  { label: '完成时间', value: c.done_time?.slice(0, 16), hidden: !c.done_time },
                  { label: '评分', value: c.score === null ? null : '★'.repeat(c.score), hidden: c.score === null },
                  { label: '评价', value: c.comment, hidden: !c.comment },
                ]}
              />
              <div style={{ padding: '0 12px 16px', display: 'flex', flexDirection: 'column', gap: 8 }}>
                {c.status === 'unpaid' && (
                  <Button block color="primary" onClick={() => navigate(payPath(c.id))}>
                    去支付 {yuan(c.price_fen)}
                  </Button>
                )}
                {c.can_complete && (
                  <Button block color="primary" onClick={() => void act(() => completeCleaning(c.id), '确认保洁已完成？', '已完成')}>
                    完成保洁
                  </Button>
                )}
                {mine && c.status === 'done' && (
                  <Button
                    block
                    color="primary"
                    onClick={() => navigate(`${D2_CLEAN_DETAIL}/d2CleanComment?id=${encodeURIComponent(c.id)}`)}
                  >
                    评价
                  </Button>
                )}
                {mine && (c.status === 'unpaid' || c.status === 'pending') && (
                  <Button
                    block
                    fill="outline"
                    onClick={() =>
                      void act(
                        () => cancelCleaning(c.id),
                        c.status === 'pending' && c.price_fen > 0 ? '取消后费用将原路退回，确定取消？' : '确定取消该保洁？',
                        '已取消',
                      )
                    }
                  >
                    取消预约
                  </Button>
                )}
              </div>
            </>
          );
        }}
      </Loadable>
    </PageFrame>
  );
}

export function D2CleanPay() {
  const id = useScreenId(STASH);
  const navigate = useNavigate();
  const state = useLoader(async () => (id ? fetchCleaning(id) : null), [id]);
  return (
    <PageFrame title="保洁支付">
      <Loadable state={state} empty="未找到该保洁单">
        {(c) => (
          <>
            <DetailSection
              title="支付保洁费用"
              rows={[
                { label: '类型', value: c.kind_label },
                { label: '日期', value: `${c.date} ${c.slot}` },
                { label: '金额', value: <span css={pageStyles.money}>{yuan(c.price_fen)}</span> },
                { label: '状态', value: c.status_label },
              ]}
            />
            <div style={{ padding: 16 }}>
              {c.status === 'unpaid' ? (
                <Button
                  block
                  size="large"
                  color="primary"
                  onClick={() =>
                    navigate(
                      `/buy?${new URLSearchParams({ purpose: DORM_PAY_PURPOSES.clean, ref_id: c.id, done: detailPath(c.id) }).toString()}`,
                    )
                  }
                >
                  立即支付 {yuan(c.price_fen)}
                </Button>
              ) : (
                <Button block onClick={() => navigate(detailPath(c.id), { replace: true })}>
                  查看保洁详情
                </Button>
              )}
            </div>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

export function D2CleanComment() {
  const id = useScreenId(STASH);
  const navigate = useNavigate();
  const [form] = Form.useForm<{ score: number; comment?: string }>();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (v: { score: number; comment?: string }) => {
    setMessage(null);
    try {
      await rateCleaning(id ?? '', { score: v.score, ...(v.comment ? { comment: v.comment } : {}) });
      void showToast('感谢您的评价');
      navigate(detailPath(id ?? ''), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    }
  };
  return (
    <PageFrame title="保洁评价">
      <Form
        form={form}
        onFinish={submit}
        initialValues={{ score: 5 }}
        onValuesChange={(c) => clearFieldErrors(form, c)}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary">
              提交评价
            </Button>
          </>
        }
      >
        <Form.Item name="score" label="评分" rules={[{ required: true, min: 1, type: 'number', message: '请评分' }]}>
          <Rate aria-label="评分" />
        </Form.Item>
        <Form.Item name="comment" label="评价">
          <TextArea placeholder="说说这次保洁的感受" maxLength={200} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
