import { useQuery } from '@tanstack/react-query';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../../core/schemas/upload';
import { api } from '../../api';
import { uploadsLimits } from '../../api/endpoints';

export const uploadKeys = { limits: ['upload', 'limits'] as const };

/** The server's size limit, so a too-large file is refused before it is sent. */
export function useUploadMaxBytes(): number {
  const limits = useQuery({
    queryKey: uploadKeys.limits,
    queryFn: () => api.call(uploadsLimits, {}, { quiet: true, noToast: true }),
    staleTime: Infinity,
  });
  return limits.data?.max_bytes ?? DEFAULT_UPLOAD_MAX_BYTES;
}
