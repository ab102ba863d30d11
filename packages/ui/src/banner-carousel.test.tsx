import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, type CarouselBanner } from './banner-carousel.tsx';

const banner = (id: string, link: string | null): CarouselBanner => ({
  id,
  title: `标题${id}`,
  src: `/9077/api/files/f${id}/picture/?company=c&exp=1&sig=s`,
  link,
});

afterEach(cleanup);

describe('BannerCarousel (issue 14: banners on the home screen)', () => {
  it('each picture carries its banner’s words as alt text; a linked banner is a button that opens its link', async () => {
    const onOpen = vi.fn();
    render(<BannerCarousel banners={[banner('1', '/shops'), banner('2', null)]} height={120} onOpen={onOpen} />);
    expect(screen.getByRole('region', { name: '轮播图' }).style.height).toBe('120px');
    // each picture loads from its own address, named by its words while it loads
    expect(screen.getAllByAltText('标题1').map((img) => img.getAttribute('src'))).toContain(
      '/9077/api/files/f1/picture/?company=c&exp=1&sig=s',
    );
    expect(screen.getAllByRole('img', { name: '标题2', hidden: true }).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: '标题1' })[0] as HTMLElement);
    });
    expect(onOpen).toHaveBeenCalledWith('/shops');
  });

  it('WCAG 2.2.2: it never moves by itself; previous and next buttons for keyboards when there are several', () => {
    const { rerender } = render(<BannerCarousel banners={[banner('1', null), banner('2', null)]} height={100} onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
    rerender(<BannerCarousel banners={[banner('1', null)]} height={100} onOpen={() => undefined} />);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
  });

  it('issue 34: each banner shows its words over its picture, not only as alt text', () => {
    render(<BannerCarousel banners={[banner('1', '/shops'), banner('2', null)]} height={120} onOpen={() => undefined} />);
    const captions = screen.getAllByTestId('banner-caption');
    expect(new Set(captions.map((c) => c.textContent))).toEqual(new Set(['标题1', '标题2']));
  });
});
