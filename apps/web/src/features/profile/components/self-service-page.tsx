import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Profile } from '@takt/shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { EditablePerson } from '../editor-values.ts';
import { StudentEditorForm } from './student-editor-form.tsx';
import '../profile.css';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A mentor's own record with subject and notes (GET /api/mentori/{id}; oneself sees it all). */
function useOwnMentorRecord(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ mentor: Profile }>(`/api/mentori/${id}`, { signal })).mentor,
    enabled: enabled && id !== undefined,
  });
}

/**
 * /ucenik (students) and /mentor (mentors): 'Moj profil' self-service. Spec §5: school and theory
 * are not editable and not sent; program and mentor sections are hidden.
 */
export default function SelfServicePage({ role }: { role: 'student' | 'mentor' }) {
  const { user } = useSession();
  const mentorRecord = useOwnMentorRecord(user?.id, role === 'mentor');
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
