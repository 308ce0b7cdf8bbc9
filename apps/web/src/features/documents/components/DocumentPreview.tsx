import { Alert, Anchor, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import type { DocumentVersion } from '@studydesk/shared/documents';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { API_BASE } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { formatFileSize } from '../documents-format.ts';
import { previewPath, useDocumentBytes } from '../queries.ts';

// pdf.js is large: only a PDF's preview loads it
const PdfPages = lazy(() => import('./PdfPages.tsx'));

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

function Waiting() {
  const { t } = useTexts('documents');
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={t('loadingThePreview')} />
    </Group>
  );
}

function PdfPreview({ version, label }: { version: DocumentVersion; label: string }) {
  const { t } = useTexts('documents');
  const bytes = useDocumentBytes(version._id, true);
  if (bytes.isError) {
    return <LoadFailed title={t('thePreviewCouldNotBe')} error={bytes.error} onRetry={() => void bytes.refetch()} />;
  }
  if (!bytes.data) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <PdfPages bytes={bytes.data} label={label} />
    </Suspense>
  );
}

function Body({ version, label, url }: { version: DocumentVersion; label: string; url: string }) {
  const { t } = useTexts('documents');
  if (version.contentType === 'application/pdf') return <PdfPreview version={version} label={label} />;
  if (IMAGE_TYPES.has(version.contentType)) {
    return <Image src={url} alt={`${label}: ${version.fileName}`} fit="contain" mah="75vh" radius="sm" />;
  }
  return (
    <Alert variant="light" color="blue" title="This file cannot be shown in the browser">
      {t('wordDocumentsOpenOnYour')}
    </Alert>
  );
}

export interface DocumentPreviewProps {
  /** The version shown; null keeps the preview closed. */
  version: DocumentVersion | null;
  /** The document's name ("Passport"). */
  label: string;
  onClose: () => void;
  /** What a reviewer may do from here (verify, reject), under the file. */
  actions?: ReactNode;
}

/**
 * A document seen without downloading it (issue 16 item 5): a PDF's pages as thumbnails with the chosen page
 * large, a picture as it is, anything else offered as a download. Full screen on a phone.
 */
export function DocumentPreview({ version, label, onClose, actions }: DocumentPreviewProps) {
  const { t } = useTexts('documents');
  const phone = usePhone();
  const url = version ? `${API_BASE}${previewPath(version._id)}` : '';
  return (
    <Modal
      opened={version !== null}
      onClose={onClose}
      title={t('preview2', { label })}
      size="56rem"
      fullScreen={phone}
      centered
    >
      {version && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={500} truncate="end" title={version.fileName}>
                {version.fileName}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatFileSize(version.size)} · {formatOfficeDateTime(version.uploadedAt)} · {version.uploadedBy}
              </Text>
            </div>
            <Group gap="xs">
              <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  {t('openInANewTab')}
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
              <Button
                component="a"
                href={version.url}
                download={version.fileName}
                variant="default"
                size="compact-sm"
                leftSection={<IconDownload size={14} />}
              >
                {t('download')}
              </Button>
            </Group>
          </Group>
          {actions}
          <Body version={version} label={label} url={url} />
        </Stack>
      )}
    </Modal>
  );
}
