import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChatPerson, ChatSummary } from '@takt/shared/schemas/chat';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useChatSummary } from '../api/chat-list.ts';
import {
  useContacts,
  useAddMembers,
  useDeleteGroup,
  useLeaveGroup,
  useRemoveMember,
  useUpdateGroup,
} from '../api/chat-groups.ts';
import { ShowMore } from './show-more.tsx';
import '../chat.css';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'Greška pri spremanju podataka.';

function PeopleList(props: {
  title: string;
  people: ChatPerson[];
  adminId: number | null;
  onRemove: ((p: ChatPerson) => void) | null;
}) {
  return (
    <section className="chat-group-section">
      <h2>{props.title}</h2>
      <ul className="chat-people">
        {props.people.map((p) => (
          <li key={p.id}>
            <span>
              {`${p.ime} ${p.prezime}`}
              {p.id === props.adminId && <span className="badge">Administrator grupe</span>}
            </span>
            {props.onRemove && p.id !== props.adminId && (
              <button type="button" className="link-button" onClick={() => props.onRemove?.(p)}>
                {`Ukloni (${p.ime} ${p.prezime})`}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ManageGroup({ chat }: { chat: ChatSummary }) {
  const [name, setName] = useState(chat.name);
  const [description, setDescription] = useState(chat.description ?? '');
  const [text, setText] = useState('');
  const update = useUpdateGroup(chat.id);
  const add = useAddMembers(chat.id);
  const contacts = useContacts(text);
  const inGroup = new Set([...chat.members, ...chat.mentorMembers].map((p) => p.id));
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name, description });
  };
  return (
    <section className="chat-group-section">
      <h2>Uređivanje grupe</h2>
      <form onSubmit={save} noValidate>
        <TextField
          label="Naziv grupe"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
        />
        <TextField
          label="Opis"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
        {update.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(update.error)}
          </p>
        )}
        {update.isSuccess && (
          <p className="alert alert-success" role="status">
            Grupa je spremljena.
          </p>
        )}
        <button type="submit" className="button" disabled={update.isPending}>
          Spremi
        </button>
      </form>
      <div className="field">
        <label htmlFor="group-add-search">Dodaj članove</label>
        <input
          id="group-add-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Ime ili prezime"
        />
      </div>
      <ul className="chat-people">
        {contacts.contacts
          ?.filter((c) => !inGroup.has(c.id))
          .map((c) => (
            <li key={c.id}>
              <span>{`${c.ime} ${c.prezime}`}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => add.mutate({ userIds: [c.id], asMentor: c.role !== 'student' })}
              >
                {`Dodaj (${c.ime} ${c.prezime})`}
              </button>
            </li>
          ))}
      </ul>
      <ShowMore query={contacts.query} />
      {add.isError && (
        <p className="alert alert-error" role="alert">
          {errorText(add.error)}
        </p>
      )}
    </section>
  );
}

/** /chat/{id}/grupa: who is in the group, leave it, and (its admin) manage it. */
export default function GroupDetailsPage() {
  const chatId = Number(useParams().chatId);
  const { user } = useSession();
  const summary = useChatSummary(chatId);
  const navigate = useNavigate();
  const leave = useLeaveGroup(chatId);
  const remove = useRemoveMember(chatId);
  const destroy = useDeleteGroup(chatId);
  const [asking, setAsking] = useState<'leave' | 'delete' | ChatPerson | null>(null);
  const chat = summary.data;
  if (summary.isError || (chat && chat.kind !== 'group')) {
    return (
      <p className="alert alert-error" role="alert">
        Razgovor nije pronađen.
      </p>
    );
  }
  if (!chat) return <p className="muted">Učitavanje…</p>;
  const done = () => navigate('/chat', { replace: true });
  const onRemove = chat.canManage ? (p: ChatPerson) => setAsking(p) : null;

  return (
    <div className="chat-group-details">
      <Link to={`/chat/${chat.id}`}>Natrag na razgovor</Link>
      <h1>{chat.name}</h1>
      {chat.description && <p>{chat.description}</p>}
      <PeopleList
        title="Mentori"
        people={chat.mentorMembers}
        adminId={chat.adminId}
        onRemove={onRemove}
      />
      <PeopleList
        title="Članovi"
        people={chat.members}
        adminId={chat.adminId}
        onRemove={onRemove}
      />
      {chat.canManage && <ManageGroup key={chat.id} chat={chat} />}
      {(leave.isError || remove.isError || destroy.isError) && (
        <p className="alert alert-error" role="alert">
          {errorText(leave.error ?? remove.error ?? destroy.error)}
        </p>
      )}
      <div className="chat-group-actions">
        {chat.adminId !== user?.id && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setAsking('leave')}
          >
            Napusti grupu
          </button>
        )}
        {chat.canManage && (
          <button
            type="button"
            className="button button-danger"
            onClick={() => setAsking('delete')}
          >
            Obriši grupu
          </button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={
            asking === 'leave'
              ? 'Napuštanje grupe'
              : asking === 'delete'
                ? 'Brisanje grupe'
                : 'Uklanjanje člana'
          }
          message={
            asking === 'leave'
              ? 'Jeste li sigurni da želite napustiti ovu grupu?'
              : asking === 'delete'
                ? 'Jeste li sigurni da želite obrisati ovu grupu? Poruke će biti izbrisane.'
                : `Ukloniti ${asking.ime} ${asking.prezime} iz grupe?`
          }
          confirmLabel={asking === 'leave' ? 'Napusti' : asking === 'delete' ? 'Obriši' : 'Ukloni'}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const what = asking;
            setAsking(null);
            if (what === 'leave') leave.mutate(undefined, { onSuccess: done });
            else if (what === 'delete') destroy.mutate(undefined, { onSuccess: done });
            else remove.mutate(what.id);
          }}
        />
      )}
    </div>
  );
}
