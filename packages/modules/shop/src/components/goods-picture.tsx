import type { FileRef } from '@campus/contracts';
import { useFileUrls } from '@campus/ui';
import { Image } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';

export interface GoodsPictureProps {
  picture: FileRef | null;
  size: number;
  /** Alt text; empty (the default) when the name is written next to it. */
  alt?: string;
}

/** A goods item's first picture, fetched with the token (stored files have no public address). */
export function GoodsPicture({ picture, size, alt = '' }: GoodsPictureProps) {
  const urls = useFileUrls(picture ? [picture] : []);
  const src = picture ? urls.get(picture.id) : undefined;
  return (
    <Image
      src={src}
      width={size}
      height={size}
      fit="cover"
      lazy={false}
      alt={alt}
      style={{ borderRadius: 8, flex: 'none', background: 'var(--adm-color-fill-content)' }}
      placeholder={<PictureOutline aria-hidden fontSize={size / 3} />}
      fallback={<PictureOutline aria-hidden fontSize={size / 3} />}
    />
  );
}
