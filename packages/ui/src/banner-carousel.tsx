/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Image, Swiper, type SwiperRef } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';

/**
 * One banner: its picture's address (signed by the server, so an <img> loads it and the browser
 * caches it), its words (the picture's alt text) and where it leads (an in-app path or nothing).
 */
export interface CarouselBanner {
  id: string;
  title: string;
  src: string;
  link: string | null;
}

export interface BannerCarouselProps {
  banners: readonly CarouselBanner[];
  /** Its height in px, kept whatever loads (the screen reserves it, so nothing below moves). */
  height: number;
  /** Opens a banner's link. */
  onOpen: (link: string) => void;
  /** Name of the region for assistive technology. */
  label?: string;
}

const styles = {
  frame: css({
    position: 'relative',
    borderRadius: 'var(--hub-card-radius, 8px)',
    overflow: 'hidden',
    background: 'var(--adm-color-fill-content)',
  }),
  slide: css({ position: 'relative', display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer' }),
  still: css({ position: 'relative', display: 'block', width: '100%' }),
  /**
   * The banner's words over its picture's top left, on the brand colour in the theme's text colour for
   * it (4.5:1 in every tenant, brand-theme.ts): a picture alone may say nothing readable, and words on a
   * picture have no contrast anyone can promise. The seeded pictures are flat in the brand colour there.
   */
  caption: css({
    position: 'absolute',
    left: 0,
    top: 0,
    maxWidth: '64%',
    boxSizing: 'border-box',
    padding: '12px 14px 10px 16px',
    borderBottomRightRadius: 'var(--hub-card-radius, 8px)',
    background: 'var(--adm-color-primary)',
    color: 'var(--hub-on-primary)',
    fontSize: 16,
    fontWeight: 600,
    lineHeight: 1.4,
    textAlign: 'left',
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    pointerEvents: 'none',
  }),
  // at the bottom corners, clear of the words at the top left
  step: css({
    position: 'absolute',
    bottom: 10,
    zIndex: 2,
    width: 32,
    height: 32,
    border: 0,
    borderRadius: 16,
    background: 'rgba(0, 0, 0, 0.45)',
    color: '#fff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
  }),
};

/**
 * The home screen's banners on antd-mobile's Swiper. It never moves by itself (no autoplay: nothing
 * on the page changes without the user, WCAG 2.2.2); people swipe, or use the previous / next
 * buttons, which keyboards reach. Each banner shows its words over its picture (and carries them as
 * the picture's alt text, also while its bytes load); a banner with a link is a button named by them.
 */
export function BannerCarousel({ banners, height, onOpen, label = '轮播图' }: BannerCarouselProps) {
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const many = banners.length > 1;
  return (
    <section css={styles.frame} style={{ height }} aria-label={label} aria-roledescription="carousel" data-testid="banner-carousel">
      <Swiper
        ref={swiper}
        autoplay={false}
        loop={many}
        onIndexChange={setIndex}
        style={{ '--height': `${String(height)}px` }}
        indicator={many ? undefined : () => null}
      >
        {banners.map((b, i) => {
          const picture = (
            <>
              <Image src={b.src} width="100%" height={height} fit="cover" lazy={false} alt={b.title} />
              <span css={styles.caption} data-testid="banner-caption">
                {b.title}
              </span>
            </>
          );
          return (
            <Swiper.Item
              key={b.id}
              aria-roledescription="slide"
              aria-label={`${String(i + 1)} / ${String(banners.length)}`}
              aria-hidden={i !== index}
            >
              {b.link ? (
                <button
                  type="button"
                  css={styles.slide}
                  aria-label={b.title}
                  onClick={() => b.link && onOpen(b.link)}
                  tabIndex={i === index ? 0 : -1}
                  data-testid="banner"
                >
                  {picture}
                </button>
              ) : (
                <div css={styles.still} role="img" aria-label={b.title} data-testid="banner">
                  {picture}
                </div>
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
      {many && (
        <>
          <button type="button" css={styles.step} style={{ left: 6 }} aria-label="上一张" onClick={() => swiper.current?.swipePrev()}>
            <LeftOutline aria-hidden />
          </button>
          <button type="button" css={styles.step} style={{ right: 6 }} aria-label="下一张" onClick={() => swiper.current?.swipeNext()}>
            <RightOutline aria-hidden />
          </button>
        </>
      )}
    </section>
  );
}
