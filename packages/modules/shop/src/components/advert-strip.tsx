/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Advert } from '@campus/contracts';
import { useLoader, type LoaderState } from '@campus/ui';
import { useNavigate } from 'react-router-dom';
import { fetchAdverts } from '../api.ts';
import { TEXT } from '../texts.ts';
import { GoodsPicture } from './goods-picture.tsx';

const styles = {
  strip: css({ margin: '12px 12px 0', display: 'flex', flexDirection: 'column', gap: 8 }),
  advert: css({
    display: 'flex',
    gap: 10,
    alignItems: 'center',
    width: '100%',
    padding: 10,
    border: '1px solid var(--adm-color-border)',
    borderRadius: 'var(--hub-card-radius, 8px)',
    background: 'var(--adm-color-background)',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  }),
  tag: css({ fontSize: 11, color: 'var(--hub-primary-text)', border: '1px solid currentColor', borderRadius: 4, padding: '0 4px' }),
  title: css({ fontSize: 15, fontWeight: 600 }),
  content: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
};

/** The active adverts (the first three), for the strip. */
export function useAdverts(): LoaderState<{ results: Advert[] }> {
  return useLoader(() => fetchAdverts(1, 3), []);
}

/** The active adverts on the shops screen; each opens its link. */
export function AdvertStrip({ adverts }: { adverts: LoaderState<{ results: Advert[] }> }) {
  const navigate = useNavigate();
  const list: Advert[] = adverts.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <section css={styles.strip} aria-label={TEXT.adverts}>
      {list.map((a) => (
        <button type="button" key={a.id} css={styles.advert} onClick={() => a.link && navigate(a.link)} data-testid="advert">
          {a.image && <GoodsPicture picture={a.image} size={48} />}
          <span>
            <span css={styles.tag}>{TEXT.adverts}</span> <span css={styles.title}>{a.title}</span>
            <div css={styles.content}>{a.content}</div>
          </span>
        </button>
      ))}
    </section>
  );
}
