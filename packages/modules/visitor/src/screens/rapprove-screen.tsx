import { ListPage, PageFrame } from '@campus/ui';
import { List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchReceptionApprovals } from '../api.ts';
import { ReceptionRow } from '../components/reception-row.tsx';
import { withQuery } from '../navigation.ts';

/** 接待审批 (/RApprove): the reception approvals waiting for me (todo) and those I handled (done). */
export default function RApproveScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const state = search.get('tab') === 'done' ? 'done' : 'todo';
  return (
    <PageFrame title="接待审批">
      <Tabs activeKey={state} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        <Tabs.Tab key="todo" title="待审批" />
        <Tabs.Tab key="done" title="已处理" />
      </Tabs>
      <List mode="card">
        <ListPage
          reloadKey={state}
          load={(page, size, after) => fetchReceptionApprovals(state, page, size, after)}
          keyOf={(item) => item.id}
          empty={state === 'todo' ? '暂无待审批的接待' : '暂无已处理的接待'}
          renderItem={(item) => (
            <ReceptionRow
              reception={item.reception}
              delegatedFrom={item.my_step.delegated_from?.name}
              decidedBy={item.my_step.decided_by?.name}
              onClick={() => void navigate(withQuery('/RApprove/RApproveDetail', { id: item.id }))}
            />
          )}
        />
      </List>
    </PageFrame>
  );
}
