import { Navigate, useLocation } from 'react-router';
import { useEnrollmentCurrent } from '../api/enrollment-current.ts';

/**
 * From September a student who has not accepted the open year's agreement is sent to /enroll
 * (spec §4). Renders nothing; mounted in the signed-in layout for students.
 */
export function EnrollmentGate() {
  const { pathname } = useLocation();
  const { data } = useEnrollmentCurrent();
  if (!data?.mustEnroll || pathname === '/enroll') return null;
  return <Navigate to="/enroll" replace />;
}
