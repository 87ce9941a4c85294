import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentCreateInput,
  DocumentList,
  documentSavedSchema,
  documentSchema,
  DocumentSharingInput,
  folderSavedSchema,
  ShareOptions,
} from '@takt/shared/schemas/documents';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadForm } from '../../../lib/upload.ts';

export type DocumentAnswer = ApiAnswer<typeof documentSchema>;
type Saved = ApiAnswer<typeof documentSavedSchema>;

/**
 * GET /api/documents: 'Sve' (what the caller may open) or 'Moje' (their own), by folder, a page
 * at a time (each page also carries the folders and limits).
 */
export function fetchDocuments(
  view: 'all' | 'mine',
  folderId: number | null,
  cursor: string,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({ view });
  if (folderId) search.set('folderId', String(folderId));
  if (cursor) search.set('cursor', cursor);
  return apiRequest<DocumentList>(`/api/documents?${search}`, { signal });
}

export const useDocuments = (view: 'all' | 'mine', folderId: number | null) =>
  useInfiniteQuery({
    queryKey: queryKeys.documents.list(view, folderId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchDocuments(view, folderId, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDocument(id: number) {
  return useQuery({
    queryKey: queryKeys.documents.detail(id),
    queryFn: ({ signal }) => apiRequest<DocumentAnswer>(`/api/documents/${id}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useShareOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.documents.shareOptions,
    queryFn: ({ signal }) => apiRequest<ShareOptions>('/api/documents/share-options', { signal }),
    enabled,
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
  });
}

export const useCreateDocument = () =>
  useInvalidating((input: DocumentCreateInput) =>
    apiRequest<Saved>('/api/documents', { method: 'POST', body: input }),
  );

export const useUploadDocument = () =>
  useInvalidating(
    (input: {
      file: File;
      title: string;
      folderId: number | null;
      onProgress: (p: number) => void;
    }) => {
      const form = new FormData();
      form.append('title', input.title);
      if (input.folderId) form.append('folderId', String(input.folderId));
      form.append('file', input.file);
      return uploadForm<Saved>('/api/documents/upload', form, { onProgress: input.onProgress });
    },
  );

export const useShareDocument = () =>
  useInvalidating(({ id, ...body }: DocumentSharingInput & { id: number }) =>
    apiRequest<Saved>(`/api/documents/${id}/sharing`, { method: 'PUT', body }),
  );

export const useDeleteDocument = () =>
  useInvalidating((id: number) =>
    apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/documents/${id}`, {
      method: 'DELETE',
    }),
  );

export const useCreateFolder = () =>
  useInvalidating((name: string) =>
    apiRequest<ApiAnswer<typeof folderSavedSchema>>('/api/document-folders', {
      method: 'POST',
      body: { name },
    }),
  );

export const useDeleteFolder = () =>
  useInvalidating((id: number) =>
    apiRequest<ApiAnswer<typeof successMessageSchema>>(`/api/document-folders/${id}`, {
      method: 'DELETE',
    }),
  );
