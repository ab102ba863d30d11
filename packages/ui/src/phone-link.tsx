/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PhoneFill } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { canDial, DISPLAY_EMPTY } from '@campus/core';

/**
 * A phone number on a detail or list row. Spec 5: it is dialled only when the
 * value is all digits; anything else (an extension '8008-123', a name, a
 * masked '138****0000') is shown as plain text, and an absent one as '--'.
 */

const styles = {
  link: css({
    color: 'var(--hub-primary-text)',
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
  }),
};

/** The text of a phone value as the API may send it (a string, sometimes a number). */
export function phoneText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return '';
}

export interface PhoneLinkProps {
  value: string | number | null | undefined;
}

export function PhoneLink({ value }: PhoneLinkProps) {
  const text = phoneText(value);
  if (text.trim() === '') return <span data-testid="phone-text">{DISPLAY_EMPTY}</span>;
  if (!canDial(text)) return <span data-testid="phone-text">{text}</span>;
  return (
    <a
      css={styles.link}
      href={`tel:${text}`}
      data-testid="phone-link"
      // In a tappable row, dialling must not also open the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <PhoneFill />
      {text}
    </a>
  );
}
