import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A chosen picture shown before it is uploaded; the object URL is released when the file changes. */
export function FilePreview({
  file,
  fallback,
  name,
  size = 96,
}: {
  file: File | null;
  fallback?: string | null;
  name: string;
  size?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <Avatar src={url ?? fallback ?? null} name={name} color="initials" size={size} radius={size} alt={name} />;
}
