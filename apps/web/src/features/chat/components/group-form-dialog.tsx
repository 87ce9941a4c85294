import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useGroupSources } from '../api/group-sources.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useContacts, useCreateGroup } from '../api/chat-groups.ts';
import { ShowMore } from './show-more.tsx';

/**
 * A new group: name, description, and members picked by hand, all of the mentor's students, the
 * students of a program or of a theory group (any mix).
 */
export function GroupFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Map<number, 'member' | 'mentor'>>(new Map());
  const [myStudents, setMyStudents] = useState(false);
  const [programId, setProgramId] = useState('');
  const [theoryGroupId, setTheoryGroupId] = useState('');
  const { user } = useSession();
  const sources = useGroupSources(user?.schoolId, open);
  const contacts = useContacts(text);
  const create = useCreateGroup();
  const navigate = useNavigate();

  function toggle(id: number, role: 'student' | 'mentor' | 'admin') {
    const next = new Map(picked);
    if (next.has(id)) next.delete(id);
    else next.set(id, role === 'student' ? 'member' : 'mentor');
    setPicked(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const ids = [...picked.entries()];
    create.mutate(
      {
        name,
        description,
        memberIds: ids.filter(([, r]) => r === 'member').map(([id]) => id),
        mentorIds: ids.filter(([, r]) => r === 'mentor').map(([id]) => id),
        myStudents,
        programIds: programId ? [Number(programId)] : [],
        ...(theoryGroupId ? { theoryGroupId: Number(theoryGroupId) } : {}),
      },
      {
        onSuccess: ({ chat }) => {
          onClose();
          setName('');
          setDescription('');
          setPicked(new Map());
          navigate(`/chat/${chat.id}`);
        },
      },
    );
  }

  return (
    <Modal open={open} title="Nova grupa" onClose={onClose} width="narrow">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Naziv grupe"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          required
        />
        <TextField
          label="Opis"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={myStudents}
            onChange={(e) => setMyStudents(e.target.checked)}
          />
          Dodaj sve moje učenike
        </label>
        <SelectField
          label="Svi učenici programa"
          value={programId}
          onChange={(e) => setProgramId(e.target.value)}
        >
          <option value="">Bez programa</option>
          {sources.programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.naziv}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Učenici teorijske grupe"
          value={theoryGroupId}
          onChange={(e) => setTheoryGroupId(e.target.value)}
        >
          <option value="">Bez grupe</option>
          {sources.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label htmlFor="group-member-search">Dodaj članove</label>
          <input
            id="group-member-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Ime ili prezime"
          />
        </div>
        <ul className="chat-contacts" aria-label="Osobe">
          {contacts.contacts?.map((c) => (
            <li key={c.id}>
              <label className="checkbox-row">
                <input
                  type="checkbox"
                  checked={picked.has(c.id)}
                  onChange={() => toggle(c.id, c.role)}
                />
                {`${c.ime} ${c.prezime}`}
                <span className="muted">{c.role === 'student' ? 'Učenik' : 'Mentor'}</span>
              </label>
            </li>
          ))}
        </ul>
        <ShowMore query={contacts.query} />
        <p className="muted">{`Odabrano: ${picked.size}`}</p>
        {create.isError && (
          <p className="alert alert-error" role="alert">
            {isApiError(create.error) ? create.error.message : 'Greška pri spremanju podataka.'}
          </p>
        )}
        <SubmitButton disabled={create.isPending}>Stvori grupu</SubmitButton>
      </form>
    </Modal>
  );
}
