import { QR_DEFAULTS } from '@campus/core';
import { QRCodeSVG } from 'qrcode.react';

export interface HubQrCodeProps {
  value: string;
  size?: number;
  /** Accessible description of what the code is for. */
  title?: string;
}

/** Every QR code of the app: 256x256, black on white, error correction H by default (spec 9). */
export function HubQrCode({ value, size = QR_DEFAULTS.size, title }: HubQrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      fgColor={QR_DEFAULTS.fgColor}
      bgColor={QR_DEFAULTS.bgColor}
      level={QR_DEFAULTS.level}
      marginSize={2}
      role="img"
      aria-label={title ?? '二维码'}
    />
  );
}
