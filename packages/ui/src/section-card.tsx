/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { keepDates } from './keep-dates.tsx';

/**
 * The white rounded block screens stack on the grey page background (a form
 * group, a summary, a list of actions). antd-mobile's Card, themed through the
 * tenant's CSS variables so a designer changes the radius in one place.
 */

const styles = {
  card: css({
    margin: '12px 12px 0',
    background: 'var(--adm-color-background)',
    borderRadius: 'var(--hub-card-radius, 8px)',
    '& .adm-card-header-title': { fontSize: 16 },
  }),
};

export interface SectionCardProps {
  title?: ReactNode;
  /** Right side of the header (a link, a status tag). */
  extra?: ReactNode;
  children?: ReactNode;
  onClick?: () => void;
}

/** A string title's dates never break across lines (issue 34). */
export function SectionCard({ title, extra, children, onClick }: SectionCardProps) {
  return (
    <Card
      css={styles.card}
      title={typeof title === 'string' ? keepDates(title) : title}
      extra={extra}
      onClick={onClick}
      data-testid="section-card"
    >
      {children}
    </Card>
  );
}
