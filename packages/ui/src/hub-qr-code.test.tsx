import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubQrCode } from './hub-qr-code.tsx';

describe('QR codes (spec 9)', () => {
  it('spec 9: defaults to 256x256, black on white', () => {
    const { container } = render(<HubQrCode value="https://hub.example/#/RSC?id=1" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('256');
    expect(svg?.getAttribute('height')).toBe('256');
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(expect.arrayContaining(['#ffffff', '#000000']));
  });

  it('spec 9: uses error correction level H (30 bytes need version 4 at H, 33 modules, but version 2 at L)', () => {
    const { container } = render(<HubQrCode value={'x'.repeat(30)} />);
    // 33 modules plus a 2-module margin on each side
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 37 37');
  });
});
