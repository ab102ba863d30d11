/** @jsxImportSource @emotion/react */
import type { MessageItem } from '@campus/contracts';
import { showToast } from '@campus/core';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, Tabs } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchMessages, markAllMessagesRead } from '../api.ts';
import { MessageCard } from '../components/message-card.tsx';
import { rowStyles } from '../components/row-styles.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

type Tab = 'all' | 'unread';

/**
 * My messages (/message/msgList): paged, newest first, unread ones marked;
 * 全部 / 未读 tabs (`?tab=unread`), and 全部已读.
 */
export default function MessageListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'unread' ? 'unread' : 'all';
  const [version, setVersion] = useState(0);

  const load = useCallback(
    (page: number, pageSize: number, after?: string) => fetchMessages(page, pageSize, tab === 'unread', after),
    [tab],
  );

  const readAll = useRequest(markAllMessagesRead, {
    manual: true,
    onSuccess: () => {
      void showToast(TEXT.readAllDone, { icon: 'success' });
      setVersion((value) => value + 1);
    },
    onError: () => undefined, // the error catalogue has told the user
  });

  const right = (
    <Button size="small" color="primary" fill="none" loading={readAll.loading} onClick={() => readAll.run()}>
      {TEXT.readAll}
    </Button>
  );

  return (
    <PageFrame title={titleOf('msgList')} right={right}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'unread' ? { tab: 'unread' } : {}, { replace: true })}
        style={{ background: 'var(--adm-color-background)' }}
      >
        <Tabs.Tab title={TEXT.tabAll} key="all" />
        <Tabs.Tab title={TEXT.unread} key="unread" />
      </Tabs>
      <div css={rowStyles.list}>
        <ListPage<MessageItem>
          load={load}
          keyOf={(message) => message.id}
          reloadKey={`${tab}-${version}`}
          empty={tab === 'unread' ? TEXT.noUnread : TEXT.noMessages}
          renderItem={(message) => <MessageCard message={message} onOpen={(item) => navigate(withId(PATHS.msgDetail, item.id))} />}
        />
      </div>
    </PageFrame>
  );
}
