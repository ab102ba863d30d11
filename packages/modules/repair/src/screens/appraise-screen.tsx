import { REPAIR_APPRAISAL_TAGS, repairAppraiseSchema } from '@campus/contracts';
import { showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, NamedTextArea, PageFrame, schemaRule, submitFailureMessage, useLoader } from '@campus/ui';
import { Button, Form, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { appraiseOrder, fetchMe } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { StarInput } from '../components/star-input.tsx';
import { detailPath, orderIdFrom } from '../paths.ts';

interface AppraiseValues {
  stars?: number;
  tags?: string[];
  text?: string;
}

const STAR_WORDS = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'];

/**
 * 匿名评价 (/saRepairOrderDetail/saAnonymityAppraise?id=, issue 39): stars, tags and words for the
 * work, once; the appraisal is stored apart from the order and the rater, so neither the repairman
 * nor any answer ever learns who rated.
 */
export default function AppraiseScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = orderIdFrom(params);
  const me = useLoader(() => fetchMe(), []);
  const [form] = Form.useForm<AppraiseValues>();
  const stars = Form.useWatch('stars', form) ?? 0;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const tags = me.data?.appraisal_tags ?? [...REPAIR_APPRAISAL_TAGS];

  const submit = async (v: AppraiseValues) => {
    if (id === null) return;
    setBusy(true);
    setMessage(null);
    try {
      await appraiseOrder(id, {
        stars: v.stars ?? 0,
        tags: (v.tags ?? []) as (typeof REPAIR_APPRAISAL_TAGS)[number][],
        ...(v.text?.trim() ? { text: v.text.trim() } : {}),
      });
      void showToast('评价成功，感谢您的反馈', { icon: 'success' });
      navigate(detailPath(id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="匿名评价">
      {id === null ? (
        <MissingId />
      ) : (
        <>
          <NoticeBar content="评价为匿名提交，维修员和任何人都看不到评价人" color="info" wrap />
          <Form
            form={form}
            mode="card"
            initialValues={{ stars: 0, tags: [] }}
            onFinish={(v) => void submit(v)}
            onValuesChange={(changed: AppraiseValues) => {
              clearFieldErrors(form, changed);
              setMessage(null);
            }}
            footer={
              <>
                <FieldErrorText message={message} />
                <Button block type="submit" color="primary" size="large" loading={busy}>
                  提交评价
                </Button>
              </>
            }
          >
            <Form.Item
              name="stars"
              label="维修评分"
              required
              description={STAR_WORDS[stars] ?? ''}
              rules={[{ validator: async (_, v?: number) => (v && v >= 1 ? undefined : Promise.reject(new Error('请选择评分'))) }]}
            >
              <StarInput label="维修评分" />
            </Form.Item>
            <Form.Item name="tags" label="评价标签" layout="vertical">
              <Selector multiple columns={2} options={tags.map((t) => ({ label: t, value: t }))} />
            </Form.Item>
            <Form.Item name="text" label="评价内容" layout="vertical" rules={[schemaRule(repairAppraiseSchema.shape.text)]}>
              <NamedTextArea
                label="评价内容"
                placeholder="说说这次维修的感受（选填）"
                autoSize={{ minRows: 3, maxRows: 6 }}
                maxLength={500}
                showCount
              />
            </Form.Item>
          </Form>
        </>
      )}
    </PageFrame>
  );
}
