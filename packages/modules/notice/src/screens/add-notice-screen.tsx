/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { showToast } from '@campus/core';
import { FieldErrorText, PageFrame, clearFieldErrors } from '@campus/ui';
import { Button, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createNotice } from '../api.ts';
import { submitFailureMessage } from '@campus/ui';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';
import { noticeContentError, noticeTitleError, ruleOf } from '../validation.ts';

const styles = {
  form: css({ marginTop: 12 }),
  hint: css({ fontSize: 12, color: 'var(--adm-color-weak)' }),
};

interface NoticeFormValues {
  title?: string;
  content?: string;
  is_public?: boolean;
}

/**
 * Publish a notice (/addNotice): title, content and 公开分享. The server decides
 * who may publish; its refusal (403) is shown as it says it. On success the new
 * notice opens.
 */
export default function AddNoticeScreen() {
  const [form] = Form.useForm<NoticeFormValues>();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);

  const submit = useRequest(
    (values: NoticeFormValues) =>
      createNotice({
        title: (values.title ?? '').trim(),
        content: (values.content ?? '').trim(),
        is_public: values.is_public === true,
      }),
    {
      manual: true,
      onBefore: () => setMessage(null),
      onSuccess: (created) => {
        void showToast(TEXT.published, { icon: 'success' });
        navigate(withId(PATHS.noticeDetail, created.id), { replace: true });
      },
      onError: (error) => setMessage(submitFailureMessage(form, error)),
    },
  );

  return (
    <PageFrame title={titleOf('addNotice')}>
      <Form
        css={styles.form}
        form={form}
        mode="card"
        layout="vertical"
        initialValues={{ title: '', content: '', is_public: false }}
        onFinish={submit.run}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={submit.loading} loadingText={TEXT.publishing}>
              {TEXT.publish}
            </Button>
          </>
        }
      >
        <Form.Item name="title" label={TEXT.titleLabel} required rules={[ruleOf(noticeTitleError)]}>
          <Input placeholder={TEXT.titlePlaceholder} clearable />
        </Form.Item>
        <Form.Item name="content" label={TEXT.contentLabel} required rules={[ruleOf(noticeContentError)]}>
          <TextArea placeholder={TEXT.contentPlaceholder} autoSize={{ minRows: 6, maxRows: 16 }} />
        </Form.Item>
        <Form.Item
          name="is_public"
          label={TEXT.shareLabel}
          valuePropName="checked"
          description={<span css={styles.hint}>{TEXT.shareHint}</span>}
        >
          <Switch aria-label={TEXT.shareLabel} />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
