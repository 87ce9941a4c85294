import { useQuery } from '@tanstack/react-query';
import type { documentTitlesSchema } from '@takt/shared/schemas/documents';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/documents/titles: the titles of the linked documents the reader may open. A document
 * missing from the answer is one they may not open (or that is gone).
 */
export function useDocumentTitles(ids: readonly number[]) {
  return useQuery({
    queryKey: queryKeys.documents.titles(ids),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<typeof documentTitlesSchema>>(
        `/api/documents/titles?ids=${ids.join(',')}`,
        { signal },
      ),
    enabled: ids.length > 0,
  });
}
