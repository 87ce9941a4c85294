import { useMutation } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';

/** POST /api/reset-password: the server e-mails the student a new password (staff only). */
export function useResetStudentPassword() {
  return useMutation({
    mutationFn: (input: { userId: number; email: string }) =>
      apiRequest<ApiAnswer<typeof successMessageSchema>>('/api/reset-password', {
        method: 'POST',
        body: { userId: input.userId, userType: 'student', email: input.email },
      }),
  });
}
