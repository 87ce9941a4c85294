import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@takt/shared/schemas/common';
import type { ApiAnswer } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface UploadVariables {
  file: File;
  onProgress: (percent: number) => void;
}

/** POST /api/profile-picture/upload (multipart field profilePicture) with upload progress. */
export function uploadProfilePicture({ file, onProgress }: UploadVariables) {
  const form = new FormData();
  form.append('profilePicture', file);
  return uploadForm<ApiAnswer<typeof successMessageSchema>>('/api/profile-picture/upload', form, {
    onProgress,
  });
}

export function useUploadProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profilePicture(userId) }),
  });
}
