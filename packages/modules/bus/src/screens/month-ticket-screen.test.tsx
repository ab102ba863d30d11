import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports, fullText } from '@campus/ui/testing';
import * as api from '../api.ts';
import { monthTicket, routeSummary } from '../test-data.ts';
import { saleMonths } from '../trip-time.ts';
import MonthTicketScreen from './month-ticket-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchRoutes).mockResolvedValue({
    results: [routeSummary('1'), routeSummary('9', { kind: 'shuttle', month_price_fen: null })],
    can_check: false,
  });
  vi.mocked(api.fetchMonthTickets).mockResolvedValue({
    count: 2,
    next: null,
    previous: null,
    results: [
      monthTicket('m1'),
      monthTicket('m0', { status: 'pending', status_label: '待支付', code: null, payable: true, cancellable: true }),
    ],
  });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('busMonthTicket: buy a monthly ticket, show the valid ones’ QR codes', () => {
  it('only routes that sell monthly tickets; this month or the next; the purchase screen prices it and comes back here', async () => {
    vi.mocked(api.createMonthTicket).mockResolvedValue(monthTicket('m2', { status: 'pending', code: null }));
    renderScreen(<MonthTicketScreen />, { at: '/bus/busMonthTicket' });
    expect(await screen.findByText(fullText('1号线'))).toBeTruthy();
    expect(screen.queryByText('9号线')).toBeNull();
    fireEvent.click(screen.getByText(fullText('1号线')));
    const [, next] = saleMonths(new Date());
    fireEvent.click(screen.getByText(fullText(`下月 ${next}`)));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '购买月票 ¥120.00' }));
    });
    expect(api.createMonthTicket).toHaveBeenCalledWith({ route_id: '1', month: next });
    await waitFor(() =>
      expect(currentLocation()).toBe(`/buy?purpose=bus_month&ref_id=m2&done=${encodeURIComponent('/bus/busMonthTicket?id=m2')}`),
    );
  });

  it('a valid monthly ticket shows its QR code; an unpaid one 去支付 and 取消', async () => {
    renderScreen(<MonthTicketScreen />, { at: '/bus/busMonthTicket' });
    const cards = await screen.findAllByTestId('month-card');
    expect(cards[0]?.querySelector('svg[role="img"]')).not.toBeNull();
    expect(cards[0]?.textContent).toContain('已乘车2次');
    expect(cards[1]?.querySelector('svg[role="img"]')).toBeNull();
    expect(cards[1]?.textContent).toContain('去支付');
    expect(cards[1]?.textContent).toContain('取消车票');
  });
});
