/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarRule } from '@campus/contracts';
import { showToast, useStores } from '@campus/core';
import { DetailSection, FieldErrorText, Loadable, PageFrame, submitFailureMessage, useLoader, NamedTextArea } from '@campus/ui';
import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiCall } from '@campus/core';
import { directoryEndpoints } from '@campus/contracts';
import { fetchRule, saveRule } from '../api.ts';
import { leadText } from '../components/rule-summary.tsx';
import { carRoles } from '../roles.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = { text: css({ whiteSpace: 'pre-wrap', lineHeight: 1.7, padding: '12px 16px', fontSize: 14 }) };

interface RuleValues {
  enabled: boolean;
  description: string;
  department_ids: string[];
  min_lead_minutes: string;
  max_ahead_days: string;
  max_hours: string;
}

/** The car administrator edits the rule; the server enforces it on every application. */
function RuleEditor({ rule, onSaved }: { rule: CarRule; onSaved: () => void }) {
  const [form] = Form.useForm<RuleValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const departments = useLoader(() => apiCall(directoryEndpoints.listDepartments), []);
  return (
    <Form
      form={form}
      mode="card"
      initialValues={{
        enabled: rule.enabled,
        description: rule.description,
        department_ids: rule.departments.map((d) => d.id),
        min_lead_minutes: String(rule.min_lead_minutes),
        max_ahead_days: String(rule.max_ahead_days),
        max_hours: String(rule.max_hours),
      }}
      onFinish={async (values) => {
        setBusy(true);
        setMessage(null);
        try {
          await saveRule(rule.kind, {
            ...values,
            min_lead_minutes: Number(values.min_lead_minutes),
            max_ahead_days: Number(values.max_ahead_days),
            max_hours: Number(values.max_hours),
          });
          void showToast(TEXT.saved, { icon: 'success' });
          onSaved();
        } catch (error) {
          setMessage(submitFailureMessage(form, error));
        } finally {
          setBusy(false);
        }
      }}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block type="submit" color="primary" loading={busy}>
            {TEXT.saveRule}
          </Button>
        </>
      }
    >
      <Form.Header>{TEXT.editRule}</Form.Header>
      <Form.Item name="enabled" label={TEXT.ruleEnabled} valuePropName="checked">
        <Switch aria-label={TEXT.ruleEnabled} />
      </Form.Item>
      <Form.Item name="department_ids" label={TEXT.departments}>
        <Selector multiple columns={2} options={(departments.data ?? []).map((d) => ({ label: d.name, value: d.id }))} />
      </Form.Item>
      <Form.Item name="min_lead_minutes" label={`${TEXT.ruleLead}（${TEXT.minutes}）`}>
        <Input inputMode="numeric" maxLength={5} aria-label={TEXT.ruleLead} />
      </Form.Item>
      <Form.Item name="max_ahead_days" label={`${TEXT.ruleAhead}（${TEXT.days}）`}>
        <Input inputMode="numeric" maxLength={5} aria-label={TEXT.ruleAhead} />
      </Form.Item>
      <Form.Item name="max_hours" label={`${TEXT.ruleHours}（${TEXT.hours}）`}>
        <Input inputMode="numeric" maxLength={5} aria-label={TEXT.ruleHours} />
      </Form.Item>
      <Form.Item name="description" label={TEXT.ruleDescription}>
        <NamedTextArea maxLength={1000} rows={4} label={TEXT.ruleDescription} />
      </Form.Item>
    </Form>
  );
}

/** /applyCarV3/carV3Rule/carV3RuleDetail?kind=: one kind's rule: who, chain, how far ahead, how long. */
export default observer(function RuleDetailScreen() {
  const [search] = useSearchParams();
  const kind = search.get('kind') ?? 'trip';
  const { session } = useStores();
  const { isAdmin } = carRoles(session.auth);
  const state = useLoader(() => fetchRule(kind), [kind]);
  return (
    <PageFrame title={titleOf('carV3RuleDetail')}>
      <Loadable state={state}>
        {(rule) => (
          <>
            <DetailSection
              title={rule.kind_label}
              rows={[
                { label: TEXT.ruleEnabled, value: rule.enabled ? '是' : '否' },
                { label: TEXT.ruleWho, value: rule.departments.length > 0 ? rule.departments.map((d) => d.name) : TEXT.everyone },
                { label: TEXT.ruleLead, value: leadText(rule.min_lead_minutes) },
                { label: TEXT.ruleAhead, value: `${String(rule.max_ahead_days)}${TEXT.days}` },
                { label: TEXT.ruleHours, value: `${String(rule.max_hours)}${TEXT.hours}` },
                { label: TEXT.ruleChain, value: rule.chain.length > 0 ? rule.chain.join(' → ') : TEXT.noChain },
                { label: TEXT.ruleYou, value: <span data-testid="rule-you">{rule.can_apply ? TEXT.canApply : rule.refusal}</span> },
              ]}
            />
            {rule.description && (
              <DetailSection title={TEXT.ruleDescription} rows={[]}>
                <div css={styles.text}>{rule.description}</div>
              </DetailSection>
            )}
            {isAdmin && <RuleEditor rule={rule} onSaved={() => void state.reload()} />}
          </>
        )}
      </Loadable>
    </PageFrame>
  );
});
