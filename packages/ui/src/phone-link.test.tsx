import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link.tsx';

afterEach(cleanup);

describe('PhoneLink', () => {
  it('spec 5: an all-digit number is dialled (tel: link)', () => {
    render(<PhoneLink value="13800138000" />);
    const link = screen.getByTestId('phone-link');
    expect(link.getAttribute('href')).toBe('tel:13800138000');
    expect(link.textContent).toBe('13800138000');
  });

  it('spec 5: a value that is not all digits is shown as text, never dialled', () => {
    for (const value of ['0571-8888', '138****0000', '+8613800138000', ' 13800138000', '张三']) {
      render(<PhoneLink value={value} />);
      expect(screen.queryByTestId('phone-link')).toBeNull();
      expect(screen.getByTestId('phone-text').textContent).toBe(value);
      expect(document.querySelector('a[href^="tel:"]')).toBeNull();
      cleanup();
    }
  });

  it("spec 3 display rule: an absent number shows '--'", () => {
    for (const value of [null, undefined, '', '  ']) {
      render(<PhoneLink value={value} />);
      expect(screen.getByTestId('phone-text').textContent).toBe('--');
      cleanup();
    }
  });

  it('a number the API sent as a number is dialled; bad data does not crash', () => {
    render(<PhoneLink value={13800138000} />);
    expect(screen.getByTestId('phone-link').getAttribute('href')).toBe('tel:13800138000');
    cleanup();
    render(<PhoneLink value={{ tel: 1 } as unknown as string} />);
    expect(screen.getByTestId('phone-text').textContent).toBe('--');
  });
});
