import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { routeDetail, ticket, trip } from '../test-data.ts';
import { TicketForm } from './ticket-form.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchRoute).mockResolvedValue(routeDetail('r1'));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('buying a ticket (busBuyTicket) and booking a plant bus seat (plantBusBook)', () => {
  it('the trips of a day, a full one not offered; the ticket holds its seat and the purchase screen comes next, back to busPaySuccess', async () => {
    vi.mocked(api.createTicket).mockResolvedValue(ticket('tk1', { status: 'pending', code: null }));
    renderScreen(<TicketForm kind="shuttle" title="购票" />, { at: '/bus/busRouteApply/busBuyTicket?route=r1' });
    await screen.findByText('明天 07:40');
    expect(screen.getByText('明天 17:40').closest('.adm-selector-item')?.className).toContain('disabled');
    expect(screen.queryByText('周四 07:40')).toBeNull(); // another day: its own button
    await click(screen.getByRole('button', { name: '周四' }));
    expect(screen.getByText('周四 07:40')).toBeTruthy();
    await click(screen.getByText('周四 07:40'));
    await click(screen.getByRole('button', { name: '去支付 ¥5.00' }));
    expect(api.createTicket).toHaveBeenCalledWith({ trip_id: 't3', stop_id: 's1' });
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/buy?purpose=bus_ticket&ref_id=tk1&done=${encodeURIComponent('/bus/busRouteApply/busPaySuccess?id=tk1')}`,
      ),
    );
  });

  it('issue 34: the next trip that can be bought is chosen on opening, the price on the button with it', async () => {
    // the first trip of the day is full: the next one with a seat is chosen
    vi.mocked(api.fetchRoute).mockResolvedValue(
      routeDetail('r1', {
        trips: [
          trip('t0', { time: '06:40', depart_at: '2026-05-12T22:40:00.000Z', seats_left: 0 }),
          trip('t1'),
          trip('t3', { date: '2026-05-14', day_label: '周四', depart_at: '2026-05-13T23:40:00.000Z' }),
        ],
      }),
    );
    vi.mocked(api.createTicket).mockResolvedValue(ticket('tk1', { status: 'pending', code: null }));
    renderScreen(<TicketForm kind="shuttle" title="购票" />, { at: '/bus/busRouteApply/busBuyTicket?route=r1' });
    await screen.findByText('明天 07:40');
    expect(screen.getByText('明天 07:40').closest('.adm-selector-item')?.className).toContain('active');
    await click(screen.getByRole('button', { name: '去支付 ¥5.00' }));
    expect(api.createTicket).toHaveBeenCalledWith({ trip_id: 't1', stop_id: 's1' });
  });

  it('issue 34: no trip that can be bought, or the chosen one taken back: no price on the button, nothing sent', async () => {
    vi.mocked(api.fetchRoute).mockResolvedValue(routeDetail('r1', { trips: [trip('t2', { time: '17:40', seats_left: 0 })] }));
    renderScreen(<TicketForm kind="shuttle" title="购票" />, { at: '/bus/busRouteApply/busBuyTicket?route=r1' });
    await screen.findByText('明天 17:40');
    expect(screen.queryByRole('button', { name: /¥/ })).toBeNull();
    await click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('请先选择班次')).toBeTruthy();
    expect(api.createTicket).not.toHaveBeenCalled();
  });

  it('a chosen trip taken back is not chosen again; a refusal (the last seat went) is shown above the button', async () => {
    vi.mocked(api.createTicket).mockRejectedValue(httpError(400, { non_field_errors: ['该班次座位已满'] }));
    renderScreen(<TicketForm kind="shuttle" title="购票" />, { at: '/bus/busRouteApply/busBuyTicket?route=r1' });
    await screen.findByText('明天 07:40');
    await click(screen.getByText('明天 07:40')); // the preselected trip tapped again: none chosen
    await click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('请先选择班次')).toBeTruthy();
    expect(api.createTicket).not.toHaveBeenCalled();
    await click(screen.getByText('明天 07:40'));
    await click(screen.getByRole('button', { name: '去支付 ¥5.00' }));
    expect(await screen.findByText('该班次座位已满')).toBeTruthy();
  });

  it('a plant bus booking is valid at once: its ticket opens', async () => {
    vi.mocked(api.fetchRoute).mockResolvedValue(routeDetail('p1', { kind: 'plant', price_fen: 0, month_price_fen: null }));
    vi.mocked(api.createTicket).mockResolvedValue(ticket('tk2', { kind: 'plant', price_fen: 0 }));
    renderScreen(<TicketForm kind="plant" title="预约班车" />, { at: '/plantBus/plantBusBook?route=p1&trip=t1' });
    await click(await screen.findByRole('button', { name: '预约座位' }));
    expect(api.createTicket).toHaveBeenCalledWith({ trip_id: 't1', stop_id: 's1' });
    await waitFor(() => expect(currentLocation()).toBe('/plantBus/plantBusTicketDetail?id=tk2'));
  });
});
