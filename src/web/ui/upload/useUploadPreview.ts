import { useEffect, useState } from 'react';
import { fetchUploadObjectUrl } from '../../api/uploads';

/** An already uploaded image (by its url) as an object URL the page may show; null while loading. */
export function useUploadPreview(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; src: string | null; failed: boolean }>({
    url: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchUploadObjectUrl(url).then(
      (src) => {
        objectUrl = src;
        if (live) setState({ url, src, failed: false });
        else URL.revokeObjectURL(src);
      },
      () => live && setState({ url, src: null, failed: true }),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state.url === url && url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}
