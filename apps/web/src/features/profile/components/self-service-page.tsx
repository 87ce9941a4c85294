import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useOwnProfile } from '../api/own-profile.ts';
import type { EditablePerson } from '../editor-values.ts';
import { StudentEditorForm } from './student-editor-form.tsx';
import '../profile.css';

/**
 * /ucenik (students) and /mentor (mentors): 'Moj profil' self-service. Spec §5: school and theory
 * are not editable and not sent; program and mentor sections are hidden.
 */
export default function SelfServicePage({ role }: { role: 'student' | 'mentor' }) {
  const { user } = useSession();
  // Mentors edit their subject and notes too, which only their own profile (GET /api/profil) has.
  const mentorRecord = useOwnProfile(user?.id, role === 'mentor');
  const person: EditablePerson | undefined =
    role === 'mentor' ? mentorRecord.data : (user ?? undefined);
  return (
    <div className="page stack">
      <h1>Moj profil</h1>
      <p>
        <Link to="/profil">Natrag na profil</Link>
      </p>
      {role === 'mentor' && mentorRecord.isPending && <p role="status">Učitavanje...</p>}
      {role === 'mentor' && mentorRecord.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka o korisniku
        </p>
      )}
      {user && person && (
        <section className="card">
          <StudentEditorForm
            userId={user.id}
            person={person}
            mode={role === 'mentor' ? { kind: 'staffSelf' } : { kind: 'studentSelf' }}
          />
        </section>
      )}
    </div>
  );
}
