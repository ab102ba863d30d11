import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchRules } from '../api.ts';
import { limitsText } from '../components/rule-summary.tsx';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /applyCarV3/carV3Rule: the company's car rules, one per kind, and whether the caller may apply. */
export default function RuleListScreen() {
  const navigate = useNavigate();
  const rules = useLoader(() => fetchRules(), []);
  return (
    <PageFrame title={titleOf('carV3Rule')}>
      <Loadable state={rules}>
        {(list) => (
          <List mode="card">
            {list.map((r) => (
              <List.Item
                key={r.kind}
                arrow
                description={limitsText(r)}
                extra={r.enabled ? (r.can_apply ? TEXT.canApply : TEXT.cannotApply) : '未开放'}
                onClick={() => navigate(withQuery(PATHS.ruleDetail, { kind: r.kind }))}
                data-testid="car-rule"
              >
                {r.kind_label}
              </List.Item>
            ))}
          </List>
        )}
      </Loadable>
    </PageFrame>
  );
}
