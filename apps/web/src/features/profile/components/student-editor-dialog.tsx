import { Modal } from '../../../components/ui/modal.tsx';
import { useSession } from '../../../lib/session.ts';
import { useStudentRecord } from '../api/student-record.ts';
import { StudentEditorForm } from './student-editor-form.tsx';

/** 'Detalji učenika': staff edit a student (opened from 'Moji učenici'). */
export function StudentEditorDialog({
  studentId,
  onClose,
}: {
  studentId: number;
  onClose: () => void;
}) {
  const { user } = useSession();
  const record = useStudentRecord(studentId);
  return (
    <Modal open title="Detalji učenika" onClose={onClose}>
      {record.isPending && <p role="status">Učitavanje...</p>}
      {record.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri učitavanju detalja korisnika
        </p>
      )}
      {record.data && (
        <StudentEditorForm
          userId={studentId}
          person={record.data}
          mode={{ kind: 'staffOnStudent', canMove: Boolean(user?.isAdmin) }}
        />
      )}
    </Modal>
  );
}
