import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassroomInput,
  classroomListSchema,
  classroomSavedSchema,
} from '@takt/shared/schemas/schedule-directory';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/classrooms (staff). */
export function useClassrooms(enabled = true) {
  return useQuery({
    queryKey: queryKeys.schedule.classrooms,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof classroomListSchema>>('/api/classrooms', { signal }),
    enabled,
  });
}

/** POST /api/classrooms, or PUT /api/classrooms/{id} with an id. */
export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClassroomInput & { id?: number }) =>
      apiRequest<ApiAnswer<typeof classroomSavedSchema>>(
        id === undefined ? '/api/classrooms' : `/api/classrooms/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
    },
  });
}
