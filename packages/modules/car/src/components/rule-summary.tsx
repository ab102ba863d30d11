/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarRule } from '@campus/contracts';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = { line: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', lineHeight: 1.6 }) };

/** '30分钟' / '2小时' / '1小时30分钟'. */
export function leadText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${String(m)}${TEXT.minutes}`;
  return `${String(h)}${TEXT.hours}${m > 0 ? `${String(m)}${TEXT.minutes}` : ''}`;
}

/** One line of a rule's limits: ahead, how far, how long. */
export function limitsText(rule: CarRule): string {
  return `提前${leadText(rule.min_lead_minutes)}以上、${String(rule.max_ahead_days)}${TEXT.days}以内申请，单次最长${String(rule.max_hours)}${TEXT.hours}`;
}

/** The kind's rule above an application: its limits and chain; tapping opens the rule. */
export function RuleSummary({ rule }: { rule: CarRule }) {
  const navigate = useNavigate();
  return (
    <List mode="card" header={TEXT.ruleLink}>
      <List.Item arrow onClick={() => navigate(withQuery(PATHS.ruleDetail, { kind: rule.kind }))} data-testid="rule-summary">
        <div css={styles.line}>{limitsText(rule)}</div>
        <div css={styles.line}>
          {TEXT.ruleChain}：{rule.chain.length > 0 ? rule.chain.join(' → ') : TEXT.noChain}
        </div>
      </List.Item>
    </List>
  );
}
