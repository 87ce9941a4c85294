import { useState } from 'react';
import { Link } from 'react-router';
import { auditActions } from '@takt/shared/admin-messages';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useAudit } from '../api/overview.ts';
import '../administration.css';

/** /admin/revizija: who read or changed sensitive data, newest first. */
export default function AuditPage() {
  const [action, setAction] = useState('');
  const audit = useAudit(action ? { action } : {});
  return (
    <div className="page stack">
      <h1>Revizijski zapis</h1>
      <p>
        <Link to="/admin">Natrag na administraciju</Link>
      </p>
      <div className="card">
        <SelectField label="Radnja" value={action} onChange={(e) => setAction(e.target.value)}>
          <option value="">Sve radnje</option>
          {Object.entries(auditActions).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {audit.isError && <p className="alert alert-error">Greška pri dohvaćanju podataka</p>}
      {audit.data?.entries.length === 0 && <p className="muted">Nema zapisa.</p>}
      <ul className="item-list">
        {audit.data?.entries.map((e) => (
          <li key={e.id} className="item-row">
            <div className="stack-tight">
              <strong>{e.label}</strong>
              <span className="muted">
                {formatDateTime(e.createdAt)} ·{' '}
                {e.actor ? `${e.actor.ime} ${e.actor.prezime}` : 'Sustav'}
                {e.subject && ` → ${e.subject.ime} ${e.subject.prezime}`}
              </span>
              {e.fields.length > 0 && <span className="muted">Polja: {e.fields.join(', ')}</span>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
