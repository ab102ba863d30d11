/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { carMessages, type CarCommentInput } from '@campus/contracts';
import { FieldErrorText, NamedTextArea } from '@campus/ui';
import { Button, List, Rate, Selector } from 'antd-mobile';
import { useState } from 'react';
import { refusalText } from '../errors.ts';
import { TEXT } from '../texts.ts';

const styles = { footer: css({ padding: '12px 12px 24px' }), stars: css({ '--star-size': '28px' } as Record<string, string>) };

/**
 * A trip's comment: stars, the company's tags, words. The app's comment screen and the public page
 * of a shared trip both use it; `send` calls the server, whose refusal is shown above the button.
 */
export function CommentForm({ tags, send }: { tags: readonly string[]; send: (body: CarCommentInput) => Promise<void> }) {
  const [stars, setStars] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    if (stars < 1) {
      setMessage(carMessages.starsRequired);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await send({ stars, tags: chosen, text: text.trim() });
    } catch (e) {
      setMessage(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <List mode="card">
        <List.Item title={TEXT.stars}>
          <div css={styles.stars} role="group" aria-label={TEXT.stars}>
            <Rate value={stars} onChange={setStars} />
          </div>
        </List.Item>
        {tags.length > 0 && (
          <List.Item title={TEXT.tags}>
            <Selector multiple columns={3} options={tags.map((t) => ({ label: t, value: t }))} value={chosen} onChange={setChosen} />
          </List.Item>
        )}
        <List.Item title={TEXT.commentText}>
          <NamedTextArea
            placeholder={TEXT.commentPlaceholder}
            value={text}
            onChange={setText}
            maxLength={200}
            rows={3}
            showCount
            label={TEXT.commentText}
          />
        </List.Item>
      </List>
      <div css={styles.footer}>
        <FieldErrorText message={message} />
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {TEXT.submitComment}
        </Button>
      </div>
    </>
  );
}
