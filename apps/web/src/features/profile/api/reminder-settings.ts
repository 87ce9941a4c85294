import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, ReminderPreferences } from '@takt/shared/schemas/user';
import type { ReminderSettingsResponse } from '@takt/shared/schemas/user-profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/user/reminder-settings */
export function saveReminderSettings(reminderPreferences: ReminderPreferences) {
  return apiRequest<ReminderSettingsResponse>('/api/user/reminder-settings', {
    method: 'POST',
    body: { reminderPreferences },
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (data) =>
      queryClient.setQueryData<PublicUser>(queryKeys.currentUser, (user) =>
        user ? { ...user, reminderPreferences: data.data.reminderPreferences } : user,
      ),
  });
}
