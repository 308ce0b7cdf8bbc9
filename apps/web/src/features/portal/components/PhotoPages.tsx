import { ActionIcon, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';

/** The photos taken so far, each shown small, with their object URLs let go when they leave. */
function usePhotoPreviews(photos: File[]) {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

export interface PhotoPagesProps {
  label: string;
  photos: File[];
  busy: boolean;
  onRemove: (index: number) => void;
}

/** The pages of one document photographed so far, in their order, each with a way to take it out. */
export function PhotoPages({ label, photos, busy, onRemove }: PhotoPagesProps) {
  const { t, number } = useTexts('portal');
  const previews = usePhotoPreviews(photos);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('upload.pages', { label, n: number(photos.length) })}
      </Text>
      <SimpleGrid cols={{ base: 4, xs: 6 }} spacing="xs">
        {previews.map((url, i) => (
          <div key={url} style={{ position: 'relative' }}>
            <Image src={url} alt={t('upload.page', { number: number(i + 1) })} radius="sm" h={72} fit="cover" />
            <ActionIcon
              size="sm"
              radius="xl"
              variant="filled"
              color="dark"
              pos="absolute"
              top={2}
              right={2}
              disabled={busy}
              onClick={() => onRemove(i)}
              aria-label={t('upload.removePage', { number: number(i + 1) })}
            >
              <IconX size={12} />
            </ActionIcon>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
