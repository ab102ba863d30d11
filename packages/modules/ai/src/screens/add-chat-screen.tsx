/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AiConversationKind } from '@campus/contracts';
import { FieldErrorText, PageFrame, refusalText } from '@campus/ui';
import { Button, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createConversation } from '../api.ts';
import { s } from '../components/styles.ts';
import { chatPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  radio: css({ '--gap': '12px', alignItems: 'flex-start', padding: '4px 0' }),
};

const KINDS: ReadonlyArray<{ kind: AiConversationKind; title: string; hint: string }> = [
  { kind: 'general', title: TEXT.kindGeneral, hint: TEXT.kindGeneralHint },
  { kind: 'my_orders', title: TEXT.kindOrders, hint: TEXT.kindOrdersHint },
];

/** /addChatGpt: a general assistant, or one that may read my own orders; 开始对话 opens it. */
export default function AddChatScreen() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<AiConversationKind>('general');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const conversation = await createConversation(kind);
      navigate(chatPath(conversation.id), { replace: true });
    } catch (error) {
      setMessage(refusalText(error));
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={titleOf('addChatGpt')}
      footer={
        <>
          <FieldErrorText message={message} />
          <Button block color="primary" size="large" loading={busy} onClick={() => void start()}>
            {TEXT.start}
          </Button>
        </>
      }
    >
      <Radio.Group value={kind} onChange={(value) => setKind(value as AiConversationKind)}>
        <List mode="card" header="对话类型">
          {KINDS.map((option) => (
            <List.Item key={option.kind} data-testid={`kind-${option.kind}`}>
              <Radio value={option.kind} block css={styles.radio}>
                <div>{option.title}</div>
                <div css={s.sub}>{option.hint}</div>
              </Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
    </PageFrame>
  );
}
