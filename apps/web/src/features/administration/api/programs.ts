import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminProgramListSchema, ProgramInput } from '@takt/shared/schemas/admin-programs';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AdminProgram = ApiAnswer<typeof adminProgramListSchema>['programs'][number];

export function usePrograms() {
  return useQuery({
    queryKey: queryKeys.administration.programs,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof adminProgramListSchema>>('/api/admin/programs', { signal }),
  });
}

export function useSaveProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Partial<ProgramInput> }) =>
      apiRequest<{ success: true; message: string; id: number }>(
        id ? `/api/admin/programs/${id}` : '/api/admin/programs',
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}
