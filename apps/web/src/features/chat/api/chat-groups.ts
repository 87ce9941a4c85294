import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddMembersInput,
  chatSavedSchema,
  contactAnswerSchema,
  contactListSchema,
  GroupUpdate,
} from '@takt/shared/schemas/chat';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Saved = ApiAnswer<typeof chatSavedSchema>;
type Done = ApiAnswer<typeof successMessageSchema>;

/**
 * GET /api/chats/contacts?q=&cursor=: whom the viewer may write to (or add to a group), searched
 * on the server and loaded a page at a time ('Prikaži još'), so nobody is out of reach.
 */
export function useContacts(text: string) {
  const q = text.trim();
  const query = useInfiniteQuery({
    queryKey: queryKeys.chats.contacts(q),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return apiRequest<ApiAnswer<typeof contactListSchema>>(
        `/api/chats/contacts${search ? `?${search}` : ''}`,
        { signal },
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  return { query, contacts: query.data?.pages.flatMap((p) => p.contacts) };
}

/**
 * GET /api/chats/contacts/{id}: the person a draft is addressed to, if one may write to them,
 * and the chat the two already have.
 */
export function useContact(userId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.chats.contact(userId),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof contactAnswerSchema>>(`/api/chats/contacts/${userId}`, {
        signal,
      }),
    retry: false,
  });
}

export interface NewGroup {
  name: string;
  description: string;
  memberIds: number[];
  mentorIds: number[];
  myStudents: boolean;
  programIds: number[];
  theoryGroupId?: number;
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
