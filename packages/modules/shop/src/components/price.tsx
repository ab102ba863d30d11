/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { TEXT } from '../texts.ts';
import { yuan } from '../money.ts';

const styles = {
  price: css({ color: 'var(--adm-color-danger)', fontWeight: 600, fontSize: 16 }),
  member: css({ marginLeft: 6, fontSize: 12, color: 'var(--hub-primary-text)' }),
};

/** A price in yuan, and the member price beside it when there is one. */
export function Price({ fen, memberFen }: { fen: number; memberFen?: number | null }) {
  return (
    <span>
      <span css={styles.price}>{yuan(fen)}</span>
      {memberFen !== null && memberFen !== undefined && (
        <span css={styles.member}>
          {TEXT.memberPrice} {yuan(memberFen)}
        </span>
      )}
    </span>
  );
}
