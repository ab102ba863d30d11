import { useSearchParams } from 'react-router-dom';
import { ConversationList } from './conversation-list.tsx';
import { MemberChat } from './member-chat.tsx';

/** /chatGpt (menu 智能助手): my conversations, or with `?id=` the chat of one of them. */
export default function ChatScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null || id === '' ? <ConversationList /> : <MemberChat key={id} conversationId={id} />;
}
