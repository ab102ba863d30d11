import { LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Result, Space } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchApplication } from '../api.ts';
import { useQueryParam } from '../hooks.ts';
import { applyTab, PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /canteenApply/canteenApplySuccess?id=: the application went to approval; open it or go back. */
export default function ApplySuccessScreen() {
  const navigate = useNavigate();
  const id = useQueryParam('id');
  const order = useLoader(async () => (id === null ? null : fetchApplication(id)), [id]);
  return (
    <PageFrame title={titleOf('canteenApplySuccess')}>
      <Result status="success" title={TEXT.applied} description={TEXT.appliedHint} />
      {order.loading && !order.data ? (
        <LoadingBlock />
      ) : (
        order.data && (
          <List mode="card">
            <List.Item extra={order.data.status_label}>{order.data.title}</List.Item>
          </List>
        )
      )}
      <Space direction="vertical" block style={{ padding: 12, boxSizing: 'border-box', width: '100%' }}>
        {id !== null && (
          <Button block color="primary" size="large" onClick={() => navigate(withId(PATHS.approvalDetail, id))}>
            {TEXT.viewApplication}
          </Button>
        )}
        <Button block onClick={() => navigate(applyTab('apply'), { replace: true })}>
          {TEXT.backToApply}
        </Button>
      </Space>
    </PageFrame>
  );
}
