import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddMembersInput,
  chatSavedSchema,
  contactListSchema,
  GroupUpdate,
} from '@takt/shared/schemas/chat';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Saved = ApiAnswer<typeof chatSavedSchema>;
type Done = ApiAnswer<typeof successMessageSchema>;

/** GET /api/chats/contacts?q=: whom the viewer may write to (or add to a group). */
export function useContacts(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.chats.contacts(q),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof contactListSchema>>(
        `/api/chats/contacts${q.length >= 2 ? `?q=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
  });
}

export interface NewGroup {
  name: string;
  description: string;
  memberIds: number[];
  mentorIds: number[];
  myStudents: boolean;
}

function useChatMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
  });
}

export const useCreateGroup = () =>
  useChatMutation((group: NewGroup) =>
    apiRequest<Saved>('/api/chats/groups', { method: 'POST', body: group }),
  );

export const useUpdateGroup = (chatId: number) =>
  useChatMutation((input: GroupUpdate) =>
    apiRequest<Saved>(`/api/chats/groups/${chatId}`, { method: 'PUT', body: input }),
  );

export const useAddMembers = (chatId: number) =>
  useChatMutation((input: AddMembersInput) =>
    apiRequest<Saved>(`/api/chats/groups/${chatId}/members`, { method: 'POST', body: input }),
  );

export const useRemoveMember = (chatId: number) =>
  useChatMutation((userId: number) =>
    apiRequest<Done>(`/api/chats/groups/${chatId}/members/${userId}`, { method: 'DELETE' }),
  );

export const useLeaveGroup = (chatId: number) =>
  useChatMutation(() => apiRequest<Done>(`/api/chats/groups/${chatId}/leave`, { method: 'POST' }));

export const useDeleteGroup = (chatId: number) =>
  useChatMutation(() => apiRequest<Done>(`/api/chats/groups/${chatId}`, { method: 'DELETE' }));
