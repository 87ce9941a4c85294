import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreference,
  notificationPreferencesSavedSchema,
  notificationPreferencesSchema,
} from '@takt/shared/schemas/notifications';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/notifications/preferences: every kind with its channels. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notifications.preferences,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ApiAnswer<typeof notificationPreferencesSchema>>(
          '/api/notifications/preferences',
          { signal },
        )
      ).preferences,
  });
}

/** PUT /api/notifications/preferences */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      apiRequest<ApiAnswer<typeof notificationPreferencesSavedSchema>>(
        '/api/notifications/preferences',
        { method: 'PUT', body: { preferences } },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.preferences }),
  });
}
