/** @jsxImportSource @emotion/react */
import type { NoticeItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchNotices } from '../api.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { rowStyles } from '../components/row-styles.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/**
 * The notices (/notice, and /notices for the menus that link there): paged,
 * newest first, unread ones marked; 发布 for staff the server lets publish.
 */
export default function NoticeListScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [canPublish, setCanPublish] = useState(false);

  const load = useCallback(async (page: number, pageSize: number, after?: string) => {
    const result = await fetchNotices(page, pageSize, after);
    if (page === 1) setCanPublish(result.can_publish === true);
    return result;
  }, []);

  const title = titleOf(pathname.startsWith(PATHS.notices) ? 'notices' : 'notice');
  const publish = canPublish ? (
    <Button size="small" color="primary" fill="none" onClick={() => navigate(PATHS.addNotice)}>
      {TEXT.publish}
    </Button>
  ) : undefined;

  return (
    <PageFrame title={title} right={publish}>
      <div css={rowStyles.list}>
        <ListPage<NoticeItem>
          load={load}
          keyOf={(notice) => notice.id}
          empty={TEXT.noNotices}
          renderItem={(notice) => <NoticeCard notice={notice} onOpen={(item) => navigate(withId(PATHS.noticeDetail, item.id))} />}
        />
      </div>
    </PageFrame>
  );
}
