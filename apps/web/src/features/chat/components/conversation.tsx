import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ChatMessage, ChatSummary } from '@takt/shared/schemas/chat';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { useChatSummary } from '../api/chat-list.ts';
import { useDeleteMessage, useMarkRead, useMessages } from '../api/chat-messages.ts';
import { dayLabel, zagrebDay } from '../day-label.ts';
import { useTyping } from '../use-chat-live.ts';
import { Composer } from './composer.tsx';
import { MessageItem } from './message-item.tsx';

/** One conversation: header, history (older pages load upward), typing, the message box. */
export function Conversation({ chatId }: { chatId: number }) {
  const summary = useChatSummary(chatId);
  const messages = useMessages(chatId);
  if (summary.isError) {
    return (
      <section className="chat-conversation">
        <p className="alert alert-error" role="alert">
          Razgovor nije pronađen.
        </p>
        <Link to="/chat">Natrag na razgovore</Link>
      </section>
    );
  }
  if (!summary.data) return <p className="muted chat-conversation">Učitavanje…</p>;
  const list = (messages.data?.pages ?? []).flatMap((p) => p.messages).reverse();
  return (
    <ConversationView
      chat={summary.data}
      messages={list}
      hasOlder={Boolean(messages.hasNextPage)}
      loadOlder={() => void messages.fetchNextPage()}
      loadingOlder={messages.isFetchingNextPage}
    />
  );
}

/** The first message to a person without a chat yet: sending it creates the chat. */
export function DraftConversation({ userId, name }: { userId: number; name: string }) {
  const navigate = useNavigate();
  return (
    <section className="chat-conversation" aria-label={`Razgovor: ${name}`}>
      <header className="chat-conversation-header">
        <Link to="/chat" className="chat-back">
          Natrag
        </Link>
        <h1 className="chat-conversation-title">{name}</h1>
      </header>
      <div className="chat-messages">
        <p className="muted">Pošaljite prvu poruku.</p>
      </div>
      <Composer
        target={{ userId }}
        replyTo={null}
        onCancelReply={() => {}}
        onSent={(m) => navigate(`/chat/${m.chatId}`, { replace: true })}
        disabled={false}
        typingChatId={null}
      />
    </section>
  );
}

interface ViewProps {
  chat: ChatSummary;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadOlder: () => void;
  loadingOlder: boolean;
}

function ConversationView({ chat, messages, hasOlder, loadOlder, loadingOlder }: ViewProps) {
  const { user } = useSession();
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const remove = useDeleteMessage(chat.id);
  const markRead = useMarkRead();
  const typingUser = useTyping(chat.kind === 'direct' ? chat.id : null);
  const endRef = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id ?? 0;
  const { mutate: read } = markRead;

  // Opening the chat, and every new message while it is open, marks it read (on every device).
  useEffect(() => {
    if (newest > chat.lastReadMessageId || chat.unreadCount > 0) read(chat.id);
  }, [chat.id, newest, chat.lastReadMessageId, chat.unreadCount, read]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const typingName =
    typingUser !== null && chat.participant?.id === typingUser ? chat.participant.ime : null;

  return (
    <section className="chat-conversation" aria-label={`Razgovor: ${chat.name}`}>
      <header className="chat-conversation-header">
        <Link to="/chat" className="chat-back">
          Natrag
        </Link>
        <h1 className="chat-conversation-title">{chat.name}</h1>
        {chat.kind === 'group' && (
          <span className="muted">{`${chat.members.length + chat.mentorMembers.length} članova`}</span>
        )}
      </header>
      <div className="chat-messages" role="log" aria-live="polite" aria-label="Poruke">
        {hasOlder && (
          <button
            type="button"
            className="button button-secondary chat-older"
            onClick={loadOlder}
            disabled={loadingOlder}
          >
            Učitaj starije poruke
          </button>
        )}
        {messages.length === 0 && <p className="muted">Još nema poruka.</p>}
        <ol className="chat-message-list">
          {messages.map((message, i) => {
            const previous = messages[i - 1];
            const newDay =
              !previous || zagrebDay(previous.createdAt) !== zagrebDay(message.createdAt);
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="chat-day">
                    <span>{dayLabel(message.createdAt)}</span>
                  </li>
                )}
                <MessageItem
                  message={message}
                  own={message.sender.id === user?.id}
                  showSender={chat.kind === 'group'}
                  onReply={setReplyTo}
                  onDelete={setDeleting}
                />
              </Fragment>
            );
          })}
        </ol>
        {typingName && (
          <p className="chat-typing" role="status">
            {`${typingName} piše…`}
          </p>
        )}
        <div ref={endRef} />
      </div>
      <Composer
        key={chat.id}
        target={{ chatId: chat.id }}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSent={() => setReplyTo(null)}
        disabled={chat.readOnly}
        typingChatId={chat.kind === 'direct' ? chat.id : null}
      />
      {deleting && (
        <ConfirmDialog
          title="Brisanje poruke"
          message="Jeste li sigurni da želite obrisati ovu poruku?"
          confirmLabel="Obriši"
          onConfirm={() => {
            if (deleting) remove.mutate(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
