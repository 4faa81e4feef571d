import { useEffect, useState } from 'react';
import { canPreviewInBrowser } from './receipt-file-check';

/** The chosen photo read locally as a data URL (spec section 7); null while reading or when the browser cannot draw it. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file || !canPreviewInBrowser(file)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return preview && preview.file === file ? preview.url : null;
}
