import { lazyComponent, useStores } from '@campus/core';
import { ScreenLoading } from '@campus/ui';
import { useSearchParams } from 'react-router-dom';
import { isCompanyAdmin } from '../admin/is-admin.ts';
import { ConversationList } from './conversation-list.tsx';
import { MemberChat } from './member-chat.tsx';

/** The administrator's views load on their own: members never fetch them. */
const AdminView = lazyComponent(() => import('../admin/admin-view.tsx'), ScreenLoading);

/**
 * /chatGpt (menu 智能助手): my conversations, or with `?id=` the chat of one of them; the company's
 * administrator also reads the ratings (`?view=ratings`) and sets the assistant up (`?view=settings`).
 */
export default function ChatScreen() {
  const [params] = useSearchParams();
  const { session } = useStores();
  const id = params.get('id');
  const view = params.get('view');
  if (id !== null && id !== '') return <MemberChat key={id} conversationId={id} />;
  if ((view === 'ratings' || view === 'settings') && isCompanyAdmin(session.auth)) return <AdminView view={view} />;
  return <ConversationList />;
}
