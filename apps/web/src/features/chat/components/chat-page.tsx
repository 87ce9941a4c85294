import { Navigate, useParams } from 'react-router';
import { useContact } from '../api/chat-groups.ts';
import { ChatListPane } from './chat-list-pane.tsx';
import { Conversation, DraftConversation } from './conversation.tsx';
import '../chat.css';

/**
 * The first message to someone: the server says whether the viewer may write to them (whoever
 * they are, not only those on a first page of contacts).
 */
function Draft({ userId }: { userId: number }) {
  const contact = useContact(userId);
  const person = contact.data?.contact;
  if (contact.isPending) return <p className="muted">Učitavanje…</p>;
  if (!person) {
    return (
      <p className="alert alert-error" role="alert">
        Ne možete započeti razgovor s ovom osobom.
      </p>
    );
  }
  return <DraftConversation userId={userId} name={`${person.ime} ${person.prezime}`} />;
}

/**
 * /chat, /chat/{id} and /chat/novi/{userId}: the list and the open conversation side by side on
 * a desktop; on a phone the list, or the conversation full-screen.
 */
export default function ChatPage() {
  const params = useParams();
  const chatId = params.chatId ? Number(params.chatId) : null;
  const draftUserId = params.userId ? Number(params.userId) : null;
  const open = chatId !== null || draftUserId !== null;
  const draftContact = useContact(draftUserId ?? 0, draftUserId !== null);
  // A draft to someone who already has a chat with the viewer opens that chat instead.
  const existing = draftContact.data?.chatId ?? null;
  if (existing !== null) return <Navigate to={`/chat/${existing}`} replace />;

  return (
    <div className={`chat-layout${open ? ' has-conversation' : ''}`}>
      {chatId === null && draftUserId === null && <h1 className="visually-hidden">Chat</h1>}
      <ChatListPane activeId={chatId} />
      <div className="chat-conversation-pane">
        {chatId !== null ? (
          <Conversation key={chatId} chatId={chatId} />
        ) : draftUserId !== null ? (
          <Draft userId={draftUserId} />
        ) : (
          <p className="muted chat-placeholder">Odaberite razgovor ili započnite novi.</p>
        )}
      </div>
    </div>
  );
}
