import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { importPreviewSchema, importResultSchema } from '@takt/shared/schemas/admin-import';
import type { mentorImportPreviewSchema } from '@takt/shared/schemas/mentor-import';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadForm } from '../../../lib/upload.ts';

/** Who a bulk import adds: '/api/admin/import/<kind>/…'. */
export type ImportKind = 'students' | 'mentors';
export type StudentImportPreview = ApiAnswer<typeof importPreviewSchema>;
export type MentorImportPreview = ApiAnswer<typeof mentorImportPreviewSchema>;
/** A row of either preview, its cells by column key. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
  status: StudentImportPreview['rows'][number]['status'];
  errors: Record<string, string>;
}
export interface ImportPreview {
  rows: ImportRow[];
  summary: StudentImportPreview['summary'];
}
export type ImportResult = ApiAnswer<typeof importResultSchema>;
type RowBody = Record<string, string | number> & { row: number };

export const toRowBody = (r: ImportRow): RowBody => ({ ...r.values, row: r.row });
const base = (kind: ImportKind) => `/api/admin/import/${kind}`;

/** POST …/preview: the XLSX file, with upload progress. */
export function previewImport(kind: ImportKind, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ImportPreview>(`${base(kind)}/preview`, form, { onProgress });
}

export function checkImport(kind: ImportKind, rows: RowBody[]) {
  return apiRequest<ImportPreview>(`${base(kind)}/check`, { method: 'POST', body: { rows } });
}

export function useCommitImport(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: RowBody[]) =>
      apiRequest<ImportResult>(`${base(kind)}/commit`, { method: 'POST', body: { rows } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.administration.all }),
  });
}
