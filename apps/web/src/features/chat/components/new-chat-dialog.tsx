import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useContacts } from '../api/chat-groups.ts';
import { ShowMore } from './show-more.tsx';

const roleLabel = { student: 'Učenik', mentor: 'Mentor', admin: 'Administrator' } as const;

/**
 * Picks whom to write to: /chat/novi/{id} opens the chat the two already have (the server
 * knows it, whichever page of the list it is on), otherwise a new one starts on first message.
 */
export function NewChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const contacts = useContacts(text);
  const navigate = useNavigate();

  function pick(userId: number) {
    onClose();
    navigate(`/chat/novi/${userId}`);
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
      <ShowMore query={contacts.query} />
    </Modal>
  );
}
