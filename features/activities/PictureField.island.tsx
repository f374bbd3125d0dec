'use client';

import { useCallback, useEffect, useRef } from 'react';
import { MediaUploader, type UploadedMedia } from '@/features/uploads/MediaUploader.island';

/**
 * A picture (or a scanned document) for the form, through the site's one upload path (docs/decisions/0022:
 * checked, redrawn without its metadata, stored by the platform). The field's value is the
 * address the platform serves it at; the first finished picture counts.
 */
export function PictureField({
  label,
  required,
  value,
  onChange,
  onUploading,
}: {
  label: string;
  required: boolean;
  value: string;
  onChange: (url: string) => void;
  onUploading: (uploading: boolean) => void;
}) {
  // The uploader reports on every change of its own list; the form's callbacks change on every
  // render. Through refs, the uploader sees stable ones and the form hears only real changes.
  const latest = useRef({ value, onChange, onUploading });
  useEffect(() => {
    latest.current = { value, onChange, onUploading };
  });
  const changed = useCallback((media: UploadedMedia[]) => {
    const url = media[0]?.url ?? '';
    if (url !== latest.current.value) latest.current.onChange(url);
  }, []);
  const busy = useCallback((uploading: boolean) => latest.current.onUploading(uploading), []);
  return (
    <MediaUploader kind="picture" label={required ? `${label} *` : label} onChange={changed} onBusyChange={busy} />
  );
}
