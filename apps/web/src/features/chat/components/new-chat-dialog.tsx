import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChatSummary } from '@takt/shared/schemas/chat';
import { Modal } from '../../../components/ui/modal.tsx';
import { useContacts } from '../api/chat-groups.ts';
import { MoreContacts } from './more-contacts.tsx';

const roleLabel = { student: 'Učenik', mentor: 'Mentor', admin: 'Administrator' } as const;

/** Picks whom to write to: an existing chat opens, otherwise a new one starts on first message. */
export function NewChatDialog({
  open,
  onClose,
  chats,
}: {
  open: boolean;
  onClose: () => void;
  chats: ChatSummary[];
}) {
  const [text, setText] = useState('');
  const contacts = useContacts(text);
  const navigate = useNavigate();

  function pick(userId: number) {
    const existing = chats.find((c) => c.participant?.id === userId);
    onClose();
    navigate(existing ? `/chat/${existing.id}` : `/chat/novi/${userId}`);
  }

  return (
    <Modal open={open} title="Novi razgovor" onClose={onClose} width="narrow">
      <div className="field">
        <label htmlFor="chat-contact-search">Pretraži osobe</label>
        <input
          id="chat-contact-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Ime ili prezime"
        />
      </div>
      {contacts.query.isPending && <p className="muted">Učitavanje…</p>}
      {contacts.contacts?.length === 0 && <p className="muted">Nema osoba za prikaz.</p>}
      <ul className="chat-contacts">
        {contacts.contacts?.map((c) => (
          <li key={c.id}>
            <button type="button" className="chat-contact" onClick={() => pick(c.id)}>
              <span>{`${c.ime} ${c.prezime}`}</span>
              <span className="muted">{roleLabel[c.role]}</span>
            </button>
          </li>
        ))}
      </ul>
      <MoreContacts query={contacts.query} />
    </Modal>
  );
}
