import { Alert, Box, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { drawPage, openPdf, type PdfDocument } from '../pdf-pages.ts';

/** Thumbnails drawn at most: a scanned document has a few pages; a longer one is read in the full view. */
const MOST_THUMBNAILS = 40;
const THUMB_WIDTH = 88;

type Loaded = { at: 'loading' } | { at: 'ready'; pdf: PdfDocument } | { at: 'failed' };

function PageCanvas({ pdf, page, width, label }: { pdf: PdfDocument; page: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target || width <= 0) return;
    const controller = new AbortController();
    drawPage(pdf, page, target, width, controller.signal).catch(() => {
      // a page pdf.js cannot draw stays blank; the others and the download still work
    });
    return () => controller.abort();
  }, [pdf, page, width]);
  return <canvas ref={canvas} role="img" aria-label={label} style={{ display: 'block', background: 'white' }} />;
}

/**
 * A PDF in the preview: a strip of page thumbnails (issue 16 item 5) and the chosen page at the width of the
 * drawer. Loaded lazily with pdf.js, so only the preview pays for it.
 */
export default function PdfPages({ bytes, label }: { bytes: ArrayBuffer; label: string }) {
  const { t } = useTexts('documents');
  const [loaded, setLoaded] = useState<Loaded>({ at: 'loading' });
  const [page, setPage] = useState(1);
  const { ref, width } = useElementSize();

  useEffect(() => {
    let pdf: PdfDocument | null = null;
    let gone = false;
    openPdf(bytes).then(
      (opened) => {
        pdf = opened;
        if (gone) void opened.destroy();
        else setLoaded({ at: 'ready', pdf: opened });
      },
      () => !gone && setLoaded({ at: 'failed' }),
    );
    return () => {
      gone = true;
      void pdf?.destroy();
    };
  }, [bytes]);

  if (loaded.at === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="This PDF cannot be shown">
        {t('theFileMayBeDamaged')}
      </Alert>
    );
  }
  if (loaded.at === 'loading') {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('loadingThePDF')} />
      </Group>
    );
  }
  const { pdf } = loaded;
  const pages = Array.from({ length: Math.min(pdf.numPages, MOST_THUMBNAILS) }, (_, i) => i + 1);
  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" wrap="nowrap" role="group" aria-label={t('pagesOf', { label })} pb={4}>
          {pages.map((n) => (
            <UnstyledButton
              key={n}
              onClick={() => setPage(n)}
              aria-pressed={n === page}
              aria-label={t('pageOf', { n, numPages: pdf.numPages })}
              p={4}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `2px solid ${n === page ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                flexShrink: 0,
              }}
            >
              <PageCanvas pdf={pdf} page={n} width={THUMB_WIDTH} label={t('thumbnailOfPage', { n })} />
              <Text fz="xs" ta="center" mt={2}>
                {n}
              </Text>
            </UnstyledButton>
          ))}
        </Group>
      </ScrollArea>
      {pdf.numPages > MOST_THUMBNAILS && (
        <Text fz="xs" c="dimmed">
          {t('thumbnailsOfTheFirstOf', { MOST_THUMBNAILS, numPages: pdf.numPages })}
        </Text>
      )}
      <Box ref={ref} w="100%">
        <PageCanvas pdf={pdf} page={page} width={Math.floor(width)} label={t('pageOf2', { page, label })} />
      </Box>
    </Stack>
  );
}
