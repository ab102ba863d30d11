/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast } from '@campus/core';
import { FieldErrorText, PageFrame, clearFieldErrors } from '@campus/ui';
import { Button, Form, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { createLeaveWord } from '../api.ts';
import { countUpTo } from '../components/text-count.tsx';
import { submitFailureMessage } from '@campus/ui';
import { useBackTo } from '../hooks.ts';
import { PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';
import { LEAVE_WORD_MAX, leaveWordError, ruleOf } from '../validation.ts';

const styles = {
  form: css({ marginTop: 12 }),
};

/** Leave a word to the administration (/interact/interactLeaveWord): 1..500 characters; success returns to the list. */
export default function LeaveWordScreen() {
  const [form] = Form.useForm<{ content?: string }>();
  const back = useBackTo(PATHS.interact);
  const [message, setMessage] = useState<string | null>(null);

  const submit = useRequest((values: { content?: string }) => createLeaveWord({ content: (values.content ?? '').trim() }), {
    manual: true,
    onBefore: () => setMessage(null),
    onSuccess: () => {
      void showToast(TEXT.leaveWordSent, { icon: 'success' });
      back();
    },
    onError: (error) => setMessage(submitFailureMessage(form, error)),
  });

  return (
    <PageFrame title={titleOf('interactLeaveWord')}>
      <Form
        css={styles.form}
        form={form}
        mode="card"
        layout="vertical"
        initialValues={{ content: '' }}
        onFinish={submit.run}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submit.loading} loadingText={TEXT.submitting}>
              {TEXT.submit}
            </Button>
          </>
        }
      >
        <Form.Item name="content" label={TEXT.leaveWordLabel} required rules={[ruleOf(leaveWordError)]}>
          <TextArea placeholder={TEXT.leaveWordPlaceholder} autoSize={{ minRows: 6, maxRows: 12 }} showCount={countUpTo(LEAVE_WORD_MAX)} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
