import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/reset-password: the server e-mails the student a new password (staff only). */
export function useResetStudentPassword() {
  return useMutation({
    mutationFn: (input: { userId: number; email: string }) =>
      apiRequest<{ success: boolean; message: string }>('/api/reset-password', {
        method: 'POST',
        body: { userId: input.userId, userType: 'student', email: input.email },
      }),
  });
}
