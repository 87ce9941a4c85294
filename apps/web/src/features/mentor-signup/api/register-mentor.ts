import { useMutation } from '@tanstack/react-query';
import type { mentorRegisteredSchema } from '@takt/shared/schemas/mentor-signup';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import type { MentorFormValues } from '../mentor-form-values.ts';

type RegisterMentorResponse = ApiAnswer<typeof mentorRegisteredSchema>;

/** POST /api/signup-mentori: spec §3's mentor fields; the server fixes the roles itself. */
export async function registerMentor(values: MentorFormValues): Promise<RegisterMentorResponse> {
  const { napomene, program, ...rest } = values;
  const note = napomene.trim();
  return apiRequest<RegisterMentorResponse>('/api/signup-mentori', {
    method: 'POST',
    body: {
      ...rest,
      napomene: note ? [note] : [],
      program,
      programs: program ? [program] : [],
      isAdmin: false,
      isMentor: true,
      isStudent: false,
    },
  });
}

export function useRegisterMentor() {
  return useMutation({ mutationFn: registerMentor });
}
