/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FieldErrorText, NamedTextArea, useLoader } from '@campus/ui';
import { Button, Form, Input, List, Rate } from 'antd-mobile';
import { useState } from 'react';
import { commentShared, fetchShared } from '../api.ts';
import { SharedFrame } from '../components/shared-frame.tsx';
import { useLinkToken } from '../hooks.ts';
import { LINK_PARAMS } from '../navigation.ts';
import { refusalText } from '../refusal.ts';

const styles = { pad: css({ padding: '12px 16px', lineHeight: 1.7 }) };

/**
 * 接待评价 (/RSC and /receptionShareComment ?share=, no login): the guest rates the reception (1..5)
 * and comments, once per link and after the visit; the page says so when it cannot be rated.
 */
export default function ShareCommentScreen() {
  const token = useLinkToken(LINK_PARAMS.share);
  const shared = useLoader(async () => (token === null ? null : fetchShared(token)), [token]);
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (token === null) return;
    if (rating < 1) return setMessage('请选择评分（1-5）');
    setBusy(true);
    setMessage(null);
    try {
      await commentShared(token, { rating, content: content.trim(), guest_name: name.trim() });
      await shared.reload();
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SharedFrame title="接待评价" state={shared}>
      {(s) =>
        s.comment ? (
          <List mode="card" header={`${s.title} · 感谢您的评价`}>
            <div css={styles.pad} data-testid="share-comment">
              <Rate readOnly value={s.comment.rating} aria-label={`评分${s.comment.rating}星`} />
              <div>{s.comment.content || '（未填写文字评价）'}</div>
            </div>
          </List>
        ) : !s.can_comment ? (
          <List mode="card" header={s.title}>
            <div css={styles.pad}>接待结束后才能评价</div>
          </List>
        ) : (
          <Form
            mode="card"
            layout="vertical"
            footer={
              <>
                <FieldErrorText message={message} />
                <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
                  提交评价
                </Button>
              </>
            }
          >
            <Form.Header>{s.title}</Form.Header>
            <Form.Item label="评分" required>
              <Rate value={rating} onChange={setRating} aria-label="评分" />
            </Form.Item>
            <Form.Item label="评价">
              <NamedTextArea
                label="评价"
                value={content}
                onChange={setContent}
                placeholder="选填，说说您的感受"
                maxLength={500}
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
            </Form.Item>
            <Form.Item label="您的称呼">
              <Input aria-label="您的称呼" value={name} onChange={setName} placeholder="选填" maxLength={30} />
            </Form.Item>
          </Form>
        )
      }
    </SharedFrame>
  );
}
