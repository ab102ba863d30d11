/** @jsxImportSource @emotion/react */
import type { AiGuestCompany, AiGuestIdentity, AiGuestQuota, AiMessage, AiSource } from '@campus/contracts';
import { LoadFailedBlock, LoadingBlock, PageFrame, refusalText, useLoader, WAITING_TEXT } from '@campus/ui';
import { Button, ErrorBlock } from 'antd-mobile';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createGuestConversation, fetchGuestCompany, fetchGuestConversations, fetchGuestQuota } from '../api.ts';
import { guestChannel } from '../chat/channels.ts';
import { guestQuestionsLeft, guestQuotaClosedReason } from '../chat/quota.ts';
import { sourcePath } from '../chat/sources.ts';
import { useChatSession } from '../chat/use-chat-session.ts';
import { ChatFrame } from '../components/chat-frame.tsx';
import { GuestRating } from '../components/guest-rating.tsx';
import { QuestionBox } from '../components/question-box.tsx';
import { s } from '../components/styles.ts';
import { guestCompanyId, guestIdentity } from '../guest/guest-identity.ts';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const guestSource = (source: AiSource) => sourcePath(source, [], true);

/** Under the box: what is left today (a blank line while it loads, so the box does not move). */
const quotaMeta = (quota: AiGuestQuota | undefined): string | null =>
  quota === undefined ? WAITING_TEXT : guestQuotaClosedReason(quota) !== null ? null : TEXT.quotaLeft(guestQuestionsLeft(quota));

interface GuestIntroProps {
  company: AiGuestCompany;
  registered: boolean;
  /** Suggested questions are offered while the chat is empty. */
  suggestions: readonly string[];
  onAsk: (question: string) => void;
}

/** Above the guest's chat: who answers, the suggested questions, and the sign-up link. */
function GuestIntro({ company, registered, suggestions, onAsk }: GuestIntroProps) {
  const navigate = useNavigate();
  return (
    <div>
      <p css={s.welcome}>{TEXT.guestIntro(company.name)}</p>
      {registered ? (
        <p css={s.sub}>{TEXT.guestRegistered}</p>
      ) : (
        <Button
          size="small"
          color="primary"
          fill="none"
          css={s.inline}
          onClick={() => navigate(withQuery(PATHS.register, { companyId: company.id }))}
        >
          {TEXT.guestRegister}
        </Button>
      )}
      {suggestions.length > 0 && (
        <div>
          <p css={s.sub}>{TEXT.tryAsking}</p>
          <div css={s.chips}>
            {suggestions.map((question) => (
              <Button key={question} size="small" shape="rounded" onClick={() => onAsk(question)}>
                {question}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

interface GuestChatProps {
  company: AiGuestCompany;
  who: AiGuestIdentity;
  conversationId: string;
  firstQuestion?: string;
  right: ReactNode;
}

/** The chat of one of the guest's conversations (the same chat as chatGpt; answers rated in place). */
function GuestChat({ company, who, conversationId, firstQuestion, right }: GuestChatProps) {
  const channel = useMemo(() => guestChannel(who), [who]);
  const quota = useLoader(() => fetchGuestQuota(who), [who]);
  const reloadQuota = quota.reload;
  const onAnswerEnded = useCallback(() => void reloadQuota(), [reloadQuota]);
  const { session, state } = useChatSession(channel, conversationId, {
    closeOnQuota: false,
    onAnswerEnded,
    ...(firstQuestion === undefined ? {} : { firstQuestion }),
  });
  const rateInPlace = useCallback((answer: AiMessage) => <GuestRating who={who} answer={answer} />, [who]);
  return (
    <ChatFrame
      title={titleOf('aiUser')}
      right={right}
      session={session}
      state={state}
      intro={
        <GuestIntro
          company={company}
          registered={who.guest_token !== undefined}
          suggestions={state.messages.length === 0 ? company.suggestions : []}
          onAsk={(question) => void session.ask(question)}
        />
      }
      closedReason={guestQuotaClosedReason(quota.data)}
      meta={quotaMeta(quota.data)}
      rateInPlace={rateInPlace}
      sourcePath={guestSource}
    />
  );
}

/**
 * /aiUser (no login): the company's assistant for someone without an account, over its public
 * information; the device's latest conversation opens again; the first question starts one.
 */
export default function GuestChatScreen() {
  const [params, setParams] = useSearchParams();
  const companyId = guestCompanyId(params.get('companyId'));
  if (companyId === null) {
    return (
      <PageFrame title={titleOf('aiUser')}>
        <ErrorBlock status="empty" title={TEXT.noCompany} description={null} />
      </PageFrame>
    );
  }
  return <GuestAssistant key={companyId} companyId={companyId} requestedId={params.get('id')} setParams={setParams} />;
}

interface GuestAssistantProps {
  companyId: string;
  requestedId: string | null;
  setParams: ReturnType<typeof useSearchParams>[1];
}

interface Opened {
  company: AiGuestCompany;
  /** The conversation shown, or null: a fresh one starts with the first question. */
  conversationId: string | null;
}

function GuestAssistant({ companyId, requestedId, setParams }: GuestAssistantProps) {
  const [who] = useState(() => guestIdentity(companyId));
  /** What the guest chose here (新对话, or a conversation the first question made); undefined: the address's or the latest. */
  const [chosen, setChosen] = useState<{ id: string | null; firstQuestion?: string } | undefined>(undefined);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const quota = useLoader(() => fetchGuestQuota(who), [who]);
  const opened = useLoader(async (): Promise<Opened> => {
    const [company, latest] = await Promise.all([
      fetchGuestCompany(companyId),
      requestedId === null ? fetchGuestConversations(who, 1, 1) : Promise.resolve(null),
    ]);
    return { company, conversationId: requestedId ?? latest?.results[0]?.id ?? null };
  }, [companyId]);

  const show = useCallback(
    (id: string | null) => setParams(id === null ? { companyId } : { companyId, id }, { replace: true }),
    [companyId, setParams],
  );

  /** The first question of a new conversation: the conversation is made, then the chat asks it. */
  const startWith = async (question: string): Promise<boolean> => {
    setStarting(true);
    setNotice(null);
    try {
      const conversation = await createGuestConversation(who);
      setChosen({ id: conversation.id, firstQuestion: question });
      show(conversation.id);
      return true;
    } catch (error) {
      setNotice(refusalText(error));
      return false;
    } finally {
      setStarting(false);
    }
  };

  const newChat = () => {
    setChosen({ id: null });
    show(null);
  };

  if (opened.data === undefined) {
    return (
      <PageFrame title={titleOf('aiUser')}>
        {opened.error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={opened.error} onRetry={() => void opened.reload()} />}
      </PageFrame>
    );
  }
  const { company } = opened.data;
  const conversationId = chosen === undefined ? opened.data.conversationId : chosen.id;
  const right = (
    <Button size="small" color="primary" fill="none" onClick={newChat}>
      {TEXT.newGuestChat}
    </Button>
  );
  if (conversationId !== null) {
    return (
      <GuestChat
        key={conversationId}
        company={company}
        who={who}
        conversationId={conversationId}
        {...(chosen?.firstQuestion === undefined ? {} : { firstQuestion: chosen.firstQuestion })}
        right={right}
      />
    );
  }
  return (
    <PageFrame
      title={titleOf('aiUser')}
      right={right}
      footer={
        <QuestionBox
          live={starting ? 'asking' : 'idle'}
          canStop={false}
          onSend={startWith}
          onStop={() => undefined}
          closedReason={guestQuotaClosedReason(quota.data)}
          notice={notice}
          meta={quotaMeta(quota.data)}
        />
      }
    >
      <div css={s.thread}>
        <GuestIntro
          company={company}
          registered={who.guest_token !== undefined}
          suggestions={company.suggestions}
          onAsk={(question) => void startWith(question)}
        />
      </div>
    </PageFrame>
  );
}
