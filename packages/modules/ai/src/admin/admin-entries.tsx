import { useStores } from '@campus/core';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { adminViewPath } from '../paths.ts';
import { isCompanyAdmin } from './is-admin.ts';
import { ADMIN_TEXT } from './texts.ts';

/** 用户评价 and 助手设置 on the conversation list, for the company's administrator only. */
export function AdminEntries() {
  const navigate = useNavigate();
  const { session } = useStores();
  if (!isCompanyAdmin(session.auth)) return null;
  return (
    <List mode="card" data-testid="ai-admin-entries">
      <List.Item description={ADMIN_TEXT.ratingsHint} onClick={() => navigate(adminViewPath('ratings'))}>
        {ADMIN_TEXT.ratings}
      </List.Item>
      <List.Item description={ADMIN_TEXT.settingsHint} onClick={() => navigate(adminViewPath('settings'))}>
        {ADMIN_TEXT.settings}
      </List.Item>
    </List>
  );
}
