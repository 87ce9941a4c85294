import { isMentorSide } from '@takt/shared/policy';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChatSummary } from '@takt/shared/schemas/chat';
import { useSession } from '../../../lib/session.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useChatList } from '../api/chat-list.ts';
import { dayLabel, timeOf, zagrebDay } from '../day-label.ts';
import { NewChatDialog } from './new-chat-dialog.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { ShowMore } from './show-more.tsx';

function when(iso: string): string {
  return zagrebDay(iso) === zagrebDay(new Date().toISOString()) ? timeOf(iso) : dayLabel(iso);
}

function preview(chat: ChatSummary, viewerId: number | undefined): string {
  const last = chat.lastMessage;
  if (!last) return chat.kind === 'group' ? (chat.description ?? '') : '';
  const text = last.body ?? 'Poruka je obrisana';
  return last.senderId === viewerId ? `Vi: ${text}` : text;
}

/** The conversations with search, unread badges, and buttons for a new chat or group. */
export function ChatListPane({ activeId }: { activeId: number | null }) {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const { query: list, chats } = useChatList(search);
  const [dialog, setDialog] = useState<'chat' | 'group' | null>(null);
  const staff = user ? isMentorSide(user) : false;
  const searching = search.trim() !== '';

  return (
    <section className="chat-list-pane" aria-label="Razgovori">
      <div className="chat-list-tools">
        <label className="visually-hidden" htmlFor="chat-search">
          Pretraži razgovore
        </label>
        <input
          id="chat-search"
          type="search"
          placeholder="Pretraži razgovore"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className="button" onClick={() => setDialog('chat')}>
          Novi razgovor
        </button>
        {staff && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setDialog('group')}
          >
            Nova grupa
          </button>
        )}
      </div>
      {list.isPending && <p className="muted">Učitavanje razgovora…</p>}
      {list.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {chats && chats.length === 0 && (
        <p className="muted">
          {searching ? 'Nema razgovora koji odgovaraju pretrazi.' : 'Još nemate razgovora.'}
        </p>
      )}
      <ul className="chat-list">
        {chats?.map((chat) => (
          <li key={chat.id}>
            <Link
              to={`/chat/${chat.id}`}
              className={`chat-list-item${chat.id === activeId ? ' is-active' : ''}`}
              aria-current={chat.id === activeId ? 'page' : undefined}
            >
              {chat.participant ? (
                <UserAvatar userId={chat.participant.id} name={chat.name} size="icon" />
              ) : (
                <span className="chat-group-icon" aria-hidden="true">
                  {chat.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="chat-list-text">
                <span className="chat-list-name">{chat.name}</span>
                <span className="chat-list-preview">{preview(chat, user?.id)}</span>
              </span>
              <span className="chat-list-meta">
                {chat.lastMessage && (
                  <time dateTime={chat.lastMessage.createdAt}>
                    {when(chat.lastMessage.createdAt)}
                  </time>
                )}
                {chat.unreadCount > 0 && (
                  <span className="count-badge">
                    {chat.unreadCount}
                    <span className="visually-hidden"> nepročitano</span>
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore query={list} label="Prikaži starije razgovore" />
      <NewChatDialog open={dialog === 'chat'} onClose={() => setDialog(null)} />
      {staff && <GroupFormDialog open={dialog === 'group'} onClose={() => setDialog(null)} />}
    </section>
  );
}
