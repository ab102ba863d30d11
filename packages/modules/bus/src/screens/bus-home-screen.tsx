/** @jsxImportSource @emotion/react */
import type { BusRouteSummary, BusTicket } from '@campus/contracts';
import { ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock, List, Tabs } from 'antd-mobile';
import { BankcardOutline, FileOutline, ScanningOutline, TruckOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchRoutes, fetchTickets } from '../api.ts';
import { EntryGrid, type Entry } from '../components/entry-grid.tsx';
import { RouteItem } from '../components/route-item.tsx';
import { s } from '../components/styles.ts';
import { TicketItem } from '../components/ticket-item.tsx';
import { PATHS, ticketPath, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

type Tab = 'routes' | 'tickets';

/** Favourites first (a favourite toggled here moves at once). */
const ordered = (routes: BusRouteSummary[], fav: Record<string, boolean>) =>
  routes.map((r) => ({ ...r, favourite: fav[r.id] ?? r.favourite })).sort((a, b) => Number(b.favourite) - Number(a.favourite));

/**
 * /bus: the shuttle routes (favourites first, each with its next trip and seats left) and the
 * passenger's tickets; entries to monthly tickets, applications, plant buses and, for drivers, the check.
 */
export default function BusHomeScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('routes');
  const [fav, setFav] = useState<Record<string, boolean>>({});
  const routes = useLoader(() => fetchRoutes('shuttle'), []);
  const loadTickets = useCallback((page: number, size: number) => fetchTickets('shuttle', page, size), []);

  const entries: Entry[] = [
    { key: 'month', label: TEXT.monthTicket, icon: <BankcardOutline />, onClick: () => navigate(PATHS.monthTicket) },
    { key: 'apply', label: TEXT.myApplications, icon: <FileOutline />, onClick: () => navigate(PATHS.applyMore) },
    { key: 'plant', label: TEXT.plantBus, icon: <TruckOutline />, onClick: () => navigate(PATHS.plantBus) },
  ];
  if (routes.data?.can_check)
    entries.push({ key: 'check', label: TEXT.check, icon: <ScanningOutline />, onClick: () => navigate(PATHS.softCheck) });

  return (
    <PageFrame title={titleOf('bus')}>
      <EntryGrid entries={entries} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        <Tabs.Tab title={TEXT.routes} key="routes" />
        <Tabs.Tab title={TEXT.myTickets} key="tickets" />
      </Tabs>
      {tab === 'routes' && (
        <Loadable state={routes}>
          {(data) =>
            data.results.length === 0 ? (
              <ErrorBlock status="empty" title={TEXT.noRoutes} description={null} />
            ) : (
              <List mode="card" css={s.list} data-testid="route-list">
                {ordered(data.results, fav).map((r) => (
                  <RouteItem
                    key={r.id}
                    route={r}
                    onOpen={() => navigate(withId(PATHS.routeDetail, r.id))}
                    onFavourite={(on) => setFav((f) => ({ ...f, [r.id]: on }))}
                  />
                ))}
              </List>
            )
          }
        </Loadable>
      )}
      {tab === 'tickets' && (
        <List mode="card" css={s.list}>
          <ListPage<BusTicket>
            load={loadTickets}
            keyOf={(t) => t.id}
            empty={TEXT.noTickets}
            renderItem={(t) => <TicketItem ticket={t} onOpen={() => navigate(ticketPath(t.kind, t.id))} />}
          />
        </List>
      )}
    </PageFrame>
  );
}
