/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MessageItem } from '@campus/contracts';
import { useStores } from '@campus/core';
import { Loadable, PageFrame, SectionCard, useLoader } from '@campus/ui';
import { Badge, ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchMessages, fetchNoticesUnreadCount, fetchUnreadMessageCount } from '../api.ts';
import { MessageCard } from '../components/message-card.tsx';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const RECENT_COUNT = 5;

const styles = {
  summary: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }),
  count: css({ fontSize: 32, fontWeight: 600, color: 'var(--hub-primary-text)', lineHeight: 1.2 }),
  label: css({ fontSize: 14, color: 'var(--adm-color-weak)' }),
  sectionTitle: css({ margin: 0, padding: '12px 12px 0', fontSize: 15, fontWeight: 400, color: 'var(--adm-color-weak)' }),
  recent: css({ paddingBottom: 16 }),
};

interface Overview {
  unread: number;
  recent: MessageItem[];
}

async function loadOverview(): Promise<Overview> {
  const [unread, recent] = await Promise.all([fetchUnreadMessageCount(), fetchMessages(1, RECENT_COUNT)]);
  return { unread: unread.count, recent: recent.results };
}

/** A count as antd's Badge shows it: nothing at zero. */
const badgeOf = (count: number | undefined) => (count !== undefined && count > 0 ? (count > 99 ? '99+' : count) : null);

/** The related services reachable from the message centre (only those the user may open). */
const SERVICES = [
  { name: 'notice', path: PATHS.notice },
  { name: 'survey', path: PATHS.survey },
  { name: 'interact', path: PATHS.interact },
] as const;

/**
 * The message centre (/message): the unread count, the categories (all,
 * unread, notices and the other services) and the latest messages.
 */
export default observer(function MessageCentreScreen() {
  const navigate = useNavigate();
  const { permissions } = useStores();
  const overview = useLoader(loadOverview);
  const notices = useLoader(() => fetchNoticesUnreadCount().catch(() => null));
  const unread = overview.data?.unread;
  const services = SERVICES.filter((service) => permissions.permitted.has(service.name));

  return (
    <PageFrame title={titleOf('message')}>
      <SectionCard>
        <div css={styles.summary} data-testid="unread-summary">
          <div>
            <div css={styles.label}>{TEXT.unreadMessages}</div>
            <div css={styles.count} data-testid="unread-count">
              {unread ?? '--'}
            </div>
          </div>
        </div>
      </SectionCard>
      <List mode="card">
        <List.Item onClick={() => navigate(PATHS.msgList)} extra={<Badge content={badgeOf(unread)} />} data-testid="category-all">
          {TEXT.allMessages}
        </List.Item>
        <List.Item onClick={() => navigate(`${PATHS.msgList}?tab=unread`)} extra={<Badge content={badgeOf(unread)} />}>
          {TEXT.unreadMessages}
        </List.Item>
      </List>
      {services.length > 0 && (
        <List mode="card" header={TEXT.moreServices}>
          {services.map((service) => (
            <List.Item
              key={service.name}
              onClick={() => navigate(service.path)}
              extra={service.name === 'notice' ? <Badge content={badgeOf(notices.data?.count)} /> : undefined}
            >
              {titleOf(service.name)}
            </List.Item>
          ))}
        </List>
      )}
      <h2 css={styles.sectionTitle}>{TEXT.recentMessages}</h2>
      <div css={styles.recent}>
        <Loadable state={overview}>
          {({ recent }) =>
            recent.length === 0 ? (
              <ErrorBlock status="empty" title={TEXT.noMessages} description={null} />
            ) : (
              recent.map((message) => (
                <MessageCard key={message.id} message={message} onOpen={(item) => navigate(withId(PATHS.msgDetail, item.id))} />
              ))
            )
          }
        </Loadable>
      </div>
    </PageFrame>
  );
});
