import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionCard } from './section-card.tsx';

afterEach(cleanup);

describe('SectionCard', () => {
  it('shows title, extra and content in an antd Card', () => {
    const onClick = vi.fn();
    render(
      <SectionCard title="用车信息" extra={<span>更多</span>} onClick={onClick}>
        <p>内容</p>
      </SectionCard>,
    );
    const card = screen.getByTestId('section-card');
    expect(card.classList.contains('adm-card')).toBe(true);
    expect(screen.getByText('用车信息')).toBeTruthy();
    expect(screen.getByText('更多')).toBeTruthy();
    fireEvent.click(screen.getByText('内容'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is themed through CSS variables (page background card, tenant radius)', () => {
    render(<SectionCard>x</SectionCard>);
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    expect(rules).toContain('var(--adm-color-background)');
    expect(rules).toContain('var(--hub-card-radius');
  });
});
