import { Alert, Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconFileUpload, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { ACCEPTED_FILES } from '../../documents/documents-format.ts';
import { useUploadLimits } from '../../documents/queries.ts';
import { compressPhoto, loadPhotoTools, pdfName, photosToPdf } from '../photos.ts';
import { failureOf } from '../portal-format.ts';
import { PhotoPages } from './PhotoPages.tsx';

type Step =
  | { at: 'idle' }
  | { at: 'preparing'; name: string }
  | { at: 'sending'; file: File; progress: number }
  /** `redo` sends the kept file (or makes it) again; null when the same again cannot work. */
  | { at: 'failed'; name: string | null; message: string; redo: (() => void) | null };

const PICTURE = /^image\/(jpeg|png|webp)$/;
/** Buttons a thumb finds (42 px high) whose words still fit two to a card on a 390 px phone. */
const TOUCH = { size: 'md', fz: 'sm', px: 8 } as const;

export interface ItemUploadProps {
  /** The document's name on this page, in its language. */
  label: string;
  /** The name the photos' PDF is sent under: the office's own name of the document. */
  fileName: string;
  /** Sends the file; rejects with the reason it did not arrive. */
  send: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onDone?: () => void;
}

/**
 * Sending one document from a phone (issue 16 item 4): photos taken one per page and sent as one PDF, or a file
 * chosen (a picture is made smaller first). A progress bar while it goes; if the connection drops, the file stays
 * here and Retry (or the connection coming back) sends it again.
 */
export function ItemUpload({ label, fileName, send, onDone }: ItemUploadProps) {
  const { t, number } = useTexts('portal');
  const maxMb = useUploadLimits().data?.maxMb;
  const [photos, setPhotos] = useState<File[]>([]);
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const resetPhoto = useRef<() => void>(null);
  const resetFile = useRef<() => void>(null);
  const busy = step.at === 'preparing' || step.at === 'sending';

  const deliver = async (file: File) => {
    setStep({ at: 'sending', file, progress: 0 });
    try {
      await send(file, (progress) => setStep({ at: 'sending', file, progress }));
      setPhotos([]);
      setStep({ at: 'idle' });
      toast.success(t('upload.done'));
      onDone?.();
    } catch (error) {
      const { message, retry } = failureOf(error, t, maxMb);
      setStep({ at: 'failed', name: file.name, message, redo: retry ? () => void deliver(file) : null });
    }
  };

  /** Makes the file to send (photos into one PDF, a picture smaller); a failure here keeps the photos. */
  const prepareAndSend = async (name: string, make: () => Promise<File>) => {
    setStep({ at: 'preparing', name });
    let file: File;
    try {
      file = await make();
    } catch {
      // offline, the code that makes the PDF may not have come yet: the same photos can go once it does
      const offline = !navigator.onLine;
      const redo = offline ? () => void prepareAndSend(name, make) : null;
      setStep({ at: 'failed', name: null, message: t(offline ? 'refusal.network' : 'refusal.photos'), redo });
      return;
    }
    await deliver(file);
  };

  const chooseFile = (file: File | null) => {
    resetFile.current?.();
    if (!file || busy) return;
    if (PICTURE.test(file.type)) void prepareAndSend(file.name, () => compressPhoto(file));
    else void deliver(file);
  };

  const addPhoto = (photo: File | null) => {
    resetPhoto.current?.();
    if (!photo) return;
    // a failed load is met again, and reported, when the photos are sent
    loadPhotoTools().catch(() => undefined);
    setPhotos((taken) => [...taken, photo]);
    if (step.at === 'failed' && !step.redo) setStep({ at: 'idle' });
  };

  // the connection came back: the kept file goes again by itself
  const redo = step.at === 'failed' ? step.redo : null;
  useEffect(() => {
    if (!redo) return;
    window.addEventListener('online', redo);
    return () => window.removeEventListener('online', redo);
  }, [redo]);

  const percent = step.at === 'sending' ? Math.round(step.progress * 100) : 0;
  // Every card has these buttons: each is named after its document for screen readers, while the words shown stay
  // short enough for two buttons on a phone. (The hidden file inputs' own names go unheard; the journeys use them.)
  const named = (key: string) => (
    <Trans t={t} i18nKey={key} values={{ label }} components={{ hidden: <VisuallyHidden /> }} />
  );
  return (
    <Stack gap="xs">
      {photos.length > 0 && (
        <PhotoPages
          label={label}
          photos={photos}
          busy={busy}
          onRemove={(i) => setPhotos((taken) => taken.filter((_, j) => j !== i))}
        />
      )}
      <Group grow gap="xs">
        <FileButton
          onChange={addPhoto}
          resetRef={resetPhoto}
          accept="image/*"
          capture="environment"
          disabled={busy}
          inputProps={{ 'aria-label': t('upload.takePhotoOf', { label }) }}
        >
          {(props) => (
            <Button
              {...props}
              {...TOUCH}
              variant={photos.length ? 'default' : 'filled'}
              leftSection={<IconCamera size={16} />}
            >
              {named(photos.length ? 'upload.addPageNamed' : 'upload.takePhotoNamed')}
            </Button>
          )}
        </FileButton>
        {photos.length === 0 && (
          <FileButton
            onChange={chooseFile}
            resetRef={resetFile}
            accept={ACCEPTED_FILES}
            disabled={busy}
            inputProps={{ 'aria-label': t('upload.chooseFileOf', { label }) }}
          >
            {(props) => (
              <Button {...props} {...TOUCH} variant="default" leftSection={<IconFileUpload size={16} />}>
                {named('upload.chooseFileNamed')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {photos.length > 0 && (
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          loading={busy}
          onClick={() => void prepareAndSend(pdfName(fileName), () => photosToPdf(photos, fileName))}
        >
          {t('upload.sendPdf', { count: photos.length, n: number(photos.length) })}
        </Button>
      )}
      {step.at === 'preparing' && (
        <>
          <Progress value={100} striped animated size="md" aria-label={t('upload.preparing', { name: step.name })} />
          <Text fz="xs" c="dimmed">
            {t('upload.preparing', { name: step.name })}
          </Text>
        </>
      )}
      {step.at === 'sending' && (
        <>
          <Progress
            value={percent}
            size="md"
            animated
            aria-label={t('upload.sendingLabel', { label, percent: number(percent) })}
          />
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('upload.sending', { name: step.file.name, percent: number(percent) })}
          </Text>
        </>
      )}
      {step.at === 'failed' && (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />} role="alert">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {step.name ? `${step.name}: ` : ''}
            {step.message}
          </Text>
          {step.redo && (
            <>
              <Text fz="xs" c="var(--studydesk-dimmed-on-tint)" mt={4}>
                {t('upload.kept')}
              </Text>
              <Button mt={6} size="compact-sm" color="red" leftSection={<IconRefresh size={14} />} onClick={step.redo}>
                {t('upload.retry')}
              </Button>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
