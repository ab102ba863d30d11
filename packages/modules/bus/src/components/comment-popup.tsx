/** @jsxImportSource @emotion/react */
import { BUS_COMMENT_MAX, type BusTicket } from '@campus/contracts';
import { FieldErrorText } from '@campus/ui';
import { Button, Popup, Rate, TextArea } from 'antd-mobile';
import { css } from '@emotion/react';
import { useState } from 'react';
import { commentTicket } from '../api.ts';
import { refusalText } from '../refusal.ts';
import { TEXT } from '../texts.ts';

const styles = {
  body: css({ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }),
  title: css({ fontSize: 16, fontWeight: 600, margin: 0 }),
  area: css({ background: 'var(--hub-page-background)', padding: 8, borderRadius: 6 }),
};

/** 评价行程: stars and a few words, sent once; the ticket comes back with the comment. */
export function CommentPopup({
  ticket,
  visible,
  onClose,
  onDone,
}: {
  ticket: BusTicket;
  visible: boolean;
  onClose: () => void;
  onDone: (t: BusTicket) => void;
}) {
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      onDone(await commentTicket(ticket.id, { rating, content }));
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <div css={styles.body} role="dialog" aria-label={TEXT.commentTitle}>
        <h2 css={styles.title}>{TEXT.commentTitle}</h2>
        {/* its own width: a tap's place along the stars is the rating */}
        <Rate value={rating} onChange={setRating} aria-label="评分" style={{ alignSelf: 'flex-start', '--star-size': '32px' }} />
        <div css={styles.area}>
          <TextArea
            placeholder={TEXT.commentPlaceholder}
            value={content}
            onChange={setContent}
            maxLength={BUS_COMMENT_MAX}
            showCount
            rows={3}
          />
        </div>
        <FieldErrorText message={message} />
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          {TEXT.submit}
        </Button>
      </div>
    </Popup>
  );
}
