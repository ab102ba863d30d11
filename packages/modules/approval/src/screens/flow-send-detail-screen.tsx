/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FormTemplate } from '@campus/contracts';
import { classifyFailure, showToast } from '@campus/core';
import { applyServerErrors, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Form } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchFormTemplate, submitFormFlow } from '../api.ts';
import { FlowFormView } from '../components/flow-form-view.tsx';
import { toFlowSubmission } from '../flow-form.ts';
import { LABELS, MSG_MISSING_TEMPLATE, MSG_SUBMITTED } from '../labels.ts';
import { orderDetailPath } from '../order-route.ts';
import { flowDraft } from '../stores/flow-draft-store.ts';
import { FLOW_SEL_DEPT_PATH, FLOW_SEL_STAFF_PATH } from './flow-paths.ts';

const styles = {
  missing: css({ padding: '48px 16px' }),
};

const DETAIL_TITLE = '流程详情';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP answer of a failed call: status and body, or null when nothing came back. */
function responseOf(error: unknown): { status: number; data: unknown } | null {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const { status, data } = error.response;
  return typeof status === 'number' ? { status, data } : null;
}

/**
 * A flow's form (/flowSend/flowSendDetail?template=<id>): the template's
 * fields, the approvers chosen on flowSendSelStaff / flowSendSelDept, and 提交.
 * A 400 puts the server's words next to the fields; success opens the new order.
 */
export default observer(function FlowSendDetailScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const templateId = search.get('template')?.trim() || null;
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state = useLoader(async (): Promise<FormTemplate | null> => {
    if (templateId === null) return null;
    flowDraft.open(templateId);
    const loaded = await fetchFormTemplate(templateId);
    return { ...loaded, fields: Array.isArray(loaded?.fields) ? loaded.fields : [] };
  }, [templateId]);
  const template = state.data ?? null;

  const submit = async (template: FormTemplate) => {
    setBusy(true);
    setMessage(null);
    try {
      const order = await submitFormFlow(toFlowSubmission(template, flowDraft));
      flowDraft.reset();
      void showToast(MSG_SUBMITTED, { icon: 'success' });
      void navigate(orderDetailPath(order.module, order.id), { replace: true });
    } catch (error) {
      const response = responseOf(error);
      if (response !== null && response.status === 400) {
        const text = applyServerErrors(form, response.data);
        setMessage(text);
        if (text !== null) void showToast(text);
        return;
      }
      // The call was silent: say what the error catalogue would have said (an auth failure it handles itself).
      const action = classifyFailure({
        hasResponse: response !== null,
        ...(response === null ? {} : { status: response.status, data: response.data }),
        online: typeof navigator === 'undefined' || navigator.onLine !== false,
      });
      if (action.kind === 'message') void showToast(action.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={template?.name ?? DETAIL_TITLE}
      footer={
        template === null ? undefined : (
          <Button block color="primary" loading={busy} onClick={() => form.submit()}>
            {LABELS.submit}
          </Button>
        )
      }
    >
      {templateId === null ? (
        <div css={styles.missing}>
          <ErrorBlock status="empty" title={MSG_MISSING_TEMPLATE} description={null} />
        </div>
      ) : (
        <Loadable state={state}>
          {(loaded) => (
            <FlowFormView
              template={loaded}
              form={form}
              draft={flowDraft}
              message={message}
              onFinish={() => void submit(loaded)}
              onPickStaff={() => navigate(FLOW_SEL_STAFF_PATH)}
              onPickDepartments={() => navigate(FLOW_SEL_DEPT_PATH)}
            />
          )}
        </Loadable>
      )}
    </PageFrame>
  );
});
