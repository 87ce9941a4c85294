import { useState, type FormEvent } from 'react';
import { visibilityLabels } from '@takt/shared/document-messages';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useShareDocument, useShareOptions, type DocumentAnswer } from '../api/documents.ts';
import {
  initialShareDraft,
  shareRequestBody,
  toggleId,
  withinOptions,
  type ShareDraft,
} from '../share-state.ts';

type ListKey = 'userIds' | 'programIds' | 'groupIds' | 'chatIds';

/** Who may open the document: only me, chosen people and groups, or the whole school. */
export function ShareDialog({
  document,
  onClose,
}: {
  document: DocumentAnswer;
  onClose: () => void;
}) {
  const toast = useToast();
  const options = useShareOptions(true);
  const share = useShareDocument();
  const [draft, setDraft] = useState<ShareDraft>(() => initialShareDraft(document.sharing));
  const { visibility, userIds, programIds, groupIds, chatIds, myStudents } = draft;
  const toggle = (key: ListKey, id: number) =>
    setDraft((d) => ({ ...d, [key]: toggleId(d[key], id) }));
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await share.mutateAsync({
        id: document.id,
        ...shareRequestBody(withinOptions(draft, options.data)),
      });
      toast.show(answer.message, 'success');
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Greška pri spremanju podataka.');
    }
  }

  const needle = search.trim().toLowerCase();
  const people = (options.data?.people ?? []).filter(
    (p) =>
      !needle || `${p.ime} ${p.prezime}`.toLowerCase().includes(needle) || userIds.includes(p.id),
  );
  return (
    <Modal open title={`Dijeljenje: ${document.title}`} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <fieldset className="stack-tight">
          <legend>Tko može otvoriti</legend>
          {(['private', 'shared', 'school'] as const).map((v) => (
            <label key={v} className="radio-row">
              <input
                type="radio"
                name="visibility"
                value={v}
                checked={visibility === v}
                onChange={() => setDraft((d) => ({ ...d, visibility: v }))}
              />{' '}
              {visibilityLabels[v]}
            </label>
          ))}
        </fieldset>
        {visibility === 'shared' && (
          <>
            {options.data?.myStudents && (
              <CheckboxField
                label="Moji učenici"
                checked={myStudents}
                onChange={(e) => setDraft((d) => ({ ...d, myStudents: e.target.checked }))}
              />
            )}
            <fieldset className="stack-tight">
              <legend>Programi</legend>
              {(options.data?.programs ?? []).map((p) => (
                <CheckboxField
                  key={p.id}
                  label={p.naziv}
                  checked={programIds.includes(p.id)}
                  onChange={() => toggle('programIds', p.id)}
                />
              ))}
            </fieldset>
            {(options.data?.groups.length ?? 0) > 0 && (
              <fieldset className="stack-tight">
                <legend>Grupe (teorija)</legend>
                {options.data!.groups.map((g) => (
                  <CheckboxField
                    key={g.id}
                    label={g.name}
                    checked={groupIds.includes(g.id)}
                    onChange={() => toggle('groupIds', g.id)}
                  />
                ))}
              </fieldset>
            )}
            {(options.data?.chats.length ?? 0) > 0 && (
              <fieldset className="stack-tight">
                <legend>Grupe u chatu</legend>
                {options.data!.chats.map((c) => (
                  <CheckboxField
                    key={c.id}
                    label={c.name}
                    checked={chatIds.includes(c.id)}
                    onChange={() => toggle('chatIds', c.id)}
                  />
                ))}
              </fieldset>
            )}
            <fieldset className="stack-tight">
              <legend>Osobe</legend>
              <TextField
                label="Pretraži osobe"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <div className="share-people" tabIndex={0} role="region" aria-label="Popis osoba">
                {people.slice(0, 100).map((p) => (
                  <CheckboxField
                    key={p.id}
                    label={`${p.ime} ${p.prezime}${p.role === 'mentor' ? ' (mentor)' : ''}`}
                    checked={userIds.includes(p.id)}
                    onChange={() => toggle('userIds', p.id)}
                  />
                ))}
              </div>
            </fieldset>
          </>
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <SubmitButton className="button" disabled={share.isPending}>
          Spremi dijeljenje
        </SubmitButton>
      </form>
    </Modal>
  );
}
