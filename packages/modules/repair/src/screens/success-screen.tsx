/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { REPAIR_STATUS, type RepairOrderInfo } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Result, Steps } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchOrder } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { detailPath, PATHS } from '../paths.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 12, padding: '16px 12px' }),
  no: css({ fontFamily: 'monospace', fontSize: 16, color: 'var(--adm-color-text)' }),
};

/** What happens next, from where the order stands now. */
export function nextSteps(info: RepairOrderInfo): { title: string; description: string }[] {
  const steps = [
    { title: '维修管理员派单', description: '派给负责该区域和类型的维修员' },
    { title: '维修员接单上门', description: `按您预约的时间（${info.expected_time}）上门维修` },
    {
      title: '确认维修结果',
      description: info.fault_item.charge_fen > 0 ? '维修完成后如有费用，请先在线支付再确认' : '维修完成后请确认，不满意可退回重修',
    },
    { title: '匿名评价', description: '评价不会显示您的姓名' },
  ];
  if (info.order.status === REPAIR_STATUS.inApproval) {
    return [{ title: '等待审批', description: '收费项目需经单位审批，审批结果会推送给您' }, ...steps];
  }
  return steps;
}

/** 提交成功 (/saCommitSuccess?id=): the order number and what happens next (issue 39). */
export default function SuccessScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const state = useLoader(async () => (id ? fetchOrder(id) : null), [id]);
  return (
    <PageFrame title="提交成功">
      {id === '' ? (
        <MissingId />
      ) : (
        <>
          <Result status="success" title="提交成功" description="您的报修已提交，处理进度会推送给您" />
          <Loadable state={state}>
            {(info) => (
              <>
                <List mode="card">
                  <List.Item
                    extra={
                      <span css={styles.no} data-testid="order-no">
                        {info.order_no}
                      </span>
                    }
                  >
                    报修单号
                  </List.Item>
                  <List.Item extra={info.order.status_label}>当前状态</List.Item>
                  <List.Item extra={info.place.label}>报修地点</List.Item>
                </List>
                <List mode="card" header="接下来">
                  <List.Item>
                    <Steps direction="vertical" current={-1}>
                      {nextSteps(info).map((s) => (
                        <Steps.Step key={s.title} title={s.title} description={s.description} status="wait" />
                      ))}
                    </Steps>
                  </List.Item>
                </List>
              </>
            )}
          </Loadable>
          <div css={styles.actions}>
            <Button block color="primary" size="large" onClick={() => navigate(detailPath(id), { replace: true })}>
              查看报修详情
            </Button>
            <Button block onClick={() => navigate(PATHS.record, { replace: true })}>
              报修记录
            </Button>
          </div>
        </>
      )}
    </PageFrame>
  );
}
