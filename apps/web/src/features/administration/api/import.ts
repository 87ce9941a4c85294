import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { importPreviewSchema, importResultSchema } from '@takt/shared/schemas/admin';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadForm } from '../../../lib/upload.ts';

export type ImportPreview = ApiAnswer<typeof importPreviewSchema>;
export type ImportRow = ImportPreview['rows'][number];
export type ImportResult = ApiAnswer<typeof importResultSchema>;
type RowBody = ImportRow['values'] & { row: number };

export const toRowBody = (r: ImportRow): RowBody => ({ row: r.row, ...r.values });

/** POST …/preview: the XLSX file, with upload progress. */
export function previewImport(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ImportPreview>('/api/admin/import/students/preview', form, { onProgress });
}

export function checkImport(rows: RowBody[]) {
  return apiRequest<ImportPreview>('/api/admin/import/students/check', {
    method: 'POST',
    body: { rows },
  });
}

export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: RowBody[]) =>
      apiRequest<ImportResult>('/api/admin/import/students/commit', {
        method: 'POST',
        body: { rows },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}
