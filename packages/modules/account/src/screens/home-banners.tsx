import { bannerEndpoints, type HomeBanner } from '@campus/contracts';
import { apiCall } from '@campus/core';
import { BannerCarousel } from '@campus/ui';
import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface HomeBannersProps {
  height: number;
  /** Told once the answer is in: the first banner's picture address, or null without banners (the home screen keeps or frees their place). */
  onLoaded: (firstSrc: string | null) => void;
}

/**
 * The company's banners on the home screen (issue 14), loaded after the screen's first paint in their
 * own chunk; the home screen reserves their height so nothing below moves when they arrive.
 */
export default function HomeBanners({ height, onLoaded }: HomeBannersProps) {
  const navigate = useNavigate();
  const [banners, setBanners] = useState<HomeBanner[] | null>(null);
  useEffect(() => {
    let live = true;
    apiCall(bannerEndpoints.home, { silent: true }).then(
      (list) => {
        if (!live) return;
        // the carousel (antd's Swiper, a spring per slide) renders in slices, not as one long task
        startTransition(() => setBanners(list));
        onLoaded(list[0]?.src ?? null);
      },
      // no banners is no error worth a word on the home screen
      () => {
        if (live) onLoaded(null);
      },
    );
    return () => {
      live = false;
    };
    // load once per visit of the home screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!banners || banners.length === 0) return null;
  return <BannerCarousel banners={banners} height={height} onOpen={(link) => navigate(link)} label="首页轮播图" />;
}
