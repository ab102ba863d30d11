/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AiRatingAdmin } from '@campus/contracts';
import { keepDates, SectionCard } from '@campus/ui';
import { Ellipsis, Tag } from 'antd-mobile';
import { plainAnswer } from './plain-text.ts';
import { ADMIN_TEXT } from './texts.ts';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 6 }),
  who: css({ marginLeft: 'auto', fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  line: css({ display: 'flex', gap: 8, marginTop: 8, fontSize: 14, lineHeight: 1.6, wordBreak: 'break-word' }),
  label: css({ flex: 'none', color: 'var(--adm-color-text-secondary)' }),
  body: css({ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap' }),
  // antd-mobile's expand link takes the primary colour; the theme's text shade of it keeps AA contrast
  answer: css({ flex: 1, minWidth: 0, '& a': { color: 'var(--hub-primary-text)' } }),
};

/** One rating as the administrator reads it: 满意/不满意, tags, who and when, the words, the question and the answer. */
export function RatingItem({ rating }: { rating: AiRatingAdmin }) {
  const up = rating.score === 'up';
  return (
    <SectionCard>
      <div data-testid="rating-item">
        <div css={styles.head}>
          <Tag color={up ? 'success' : 'danger'} fill="outline" round data-testid="rating-score">
            {up ? ADMIN_TEXT.up : ADMIN_TEXT.down}
          </Tag>
          {rating.tags.map((tag) => (
            <Tag key={tag} fill="outline" round>
              {tag}
            </Tag>
          ))}
          <span css={styles.who}>
            {rating.rater.name === '' ? ADMIN_TEXT.unknownRater : rating.rater.name} {keepDates(rating.created_time.slice(0, 16))}
          </span>
        </div>
        {rating.text !== '' && (
          <div css={styles.line}>
            <span css={styles.label}>{ADMIN_TEXT.comment}</span>
            <span css={styles.body} data-testid="rating-text">
              {rating.text}
            </span>
          </div>
        )}
        <div css={styles.line}>
          <span css={styles.label}>{ADMIN_TEXT.question}</span>
          <span css={styles.body}>{rating.question}</span>
        </div>
        <div css={styles.line}>
          <span css={styles.label}>{ADMIN_TEXT.answer}</span>
          <Ellipsis
            css={styles.answer}
            rows={3}
            content={plainAnswer(rating.answer)}
            expandText={ADMIN_TEXT.expand}
            collapseText={ADMIN_TEXT.collapse}
            data-testid="rating-answer"
          />
        </div>
      </div>
    </SectionCard>
  );
}
