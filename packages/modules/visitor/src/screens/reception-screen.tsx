import { ListPage, PageFrame } from '@campus/ui';
import { Button, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchReceptions, type ReceptionScope } from '../api.ts';
import { ReceptionRow } from '../components/reception-row.tsx';
import { PATHS, withQuery } from '../navigation.ts';
import ReceptionCreateForm from './reception-create-form.tsx';

const TABS: { key: ReceptionScope; title: string; empty: string }[] = [
  { key: 'mine', title: '我的接待', empty: '还没有接待，点下方「新建接待」' },
  { key: 'assigned', title: '分配给我', empty: '暂无分配给您的接待任务' },
  { key: 'viewable', title: '可查看', empty: '暂无授权您查看的接待' },
];

const isScope = (value: string | null): value is ReceptionScope => TABS.some((t) => t.key === value);

/**
 * 接待 (/reception): the receptions I created or host, those with a task of mine, those I may view;
 * 新建接待 opens the form (?view=create) whose hosts are picked on receptionSelStaff.
 */
export default function ReceptionScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  if (search.get('view') === 'create') return <ReceptionCreateForm />;
  const tab = search.get('tab');
  const scope: ReceptionScope = isScope(tab) ? tab : 'mine';
  const current = TABS.find((t) => t.key === scope) ?? TABS[0]!;
  return (
    <PageFrame
      title="接待"
      footer={
        <Button block color="primary" size="large" onClick={() => void navigate(PATHS.create)}>
          新建接待
        </Button>
      }
    >
      <Tabs activeKey={scope} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <List mode="card">
        <ListPage
          reloadKey={scope}
          load={(page, size) => fetchReceptions(scope, page, size)}
          keyOf={(r) => r.id}
          empty={current.empty}
          renderItem={(r) => <ReceptionRow reception={r} onClick={() => void navigate(withQuery(PATHS.detail, { id: r.id }))} />}
        />
      </List>
    </PageFrame>
  );
}
