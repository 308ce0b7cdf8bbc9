import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ChecklistItem, STATE_LABELS } from '@studydesk/shared/checklists';
import type { DocumentVersion } from '@studydesk/shared/documents';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { formatFileSize } from '../../documents/documents-format.ts';
import { STATE_COLORS } from '../checklists-format.ts';
import { useReviewItem, useUploadChecklistItem } from '../queries.ts';
import { ExpiryField } from './ExpiryField.tsx';
import { RejectModal } from './RejectModal.tsx';

/** The documents feature's preview and upload, handed in by the page that composes both features. */
export interface DocumentParts {
  Preview: ComponentType<{ version: DocumentVersion | null; label: string; onClose: () => void; actions?: ReactNode }>;
  Upload: ComponentType<{
    label: string;
    uploadLabel?: string;
    upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
    heading?: ReactNode;
  }>;
}

export interface ChecklistItemRowProps {
  parts: DocumentParts;
  studentId: number;
  item: ChecklistItem;
  /** The owner, the admin Officer and Super Admin verify and reject; the visa team reads. */
  canReview: boolean;
  /** Super Admin and the Counselor upload; a slot's file is uploaded on its card below, a template's own item here. */
  canUpload: boolean;
}

const asVersion = (item: ChecklistItem): DocumentVersion | null =>
  item.file
    ? {
        _id: item.file._id,
        url: `/api/v1/documents/${item.file._id}/file`,
        fileName: item.file.name,
        contentType: item.file.contentType,
        size: item.file.size,
        uploadedAt: item.file.uploadedAt,
        uploadedBy: `version ${item.versions}`,
      }
    : null;

const REFUSED_COLOR = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))';
/** A refused review is shown from the mutation's error (`refused`), not from the promise. */
const ignoreShownBelow = () => undefined;

/** One document of the student's checklist: where it stands, who reviewed it, and Verify / Reject / expiry. */
export function ChecklistItemRow({ parts, studentId, item, canReview, canUpload }: ChecklistItemRowProps) {
  const { t } = useTexts('checklists');
  const { Preview, Upload } = parts;
  const review = useReviewItem(studentId);
  const upload = useUploadChecklistItem(studentId);
  const [rejecting, setRejecting] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const version = asVersion(item);
  const send = (body: Parameters<typeof review.mutate>[0]['body']) =>
    review.mutateAsync({ itemKey: item.key, label: item.label, body });
  // A refused verify or expiry date is said here (and in the preview, which shows these actions); a refused
  // rejection in its own dialog.
  const refused = review.isError && review.variables?.body.state !== 'rejected' && (
    <Text role="alert" fz="sm" style={{ color: REFUSED_COLOR }}>
      {review.error.message}
    </Text>
  );
  const actions = canReview && item.file && (
    <Group gap="xs">
      <Button
        size="compact-sm"
        color="teal"
        variant={item.state === 'verified' ? 'light' : 'filled'}
        leftSection={<IconCheck size={14} />}
        disabled={item.state === 'verified'}
        loading={review.isPending && review.variables?.body.state === 'verified'}
        onClick={() =>
          send({ state: 'verified', documentId: item.file?._id }).then(() => setPreviewing(false), ignoreShownBelow)
        }
        aria-label={`Verify ${item.label}`}
      >
        {t('verify')}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        leftSection={<IconX size={14} />}
        disabled={item.state === 'rejected'}
        onClick={() => setRejecting(true)}
        aria-label={`Reject ${item.label}`}
      >
        {t('reject')}
      </Button>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={item.label} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} fz="sm">
            {item.label}
          </Text>
          <Badge color={STATE_COLORS[item.state]} variant="light">
            {STATE_LABELS[item.state]}
          </Badge>
        </Group>
        {item.file && (
          <Group gap="xs" wrap="nowrap">
            <Text fz="xs" c="dimmed" truncate="end" style={{ minWidth: 0 }} title={item.file.name}>
              {item.file.name} · {formatFileSize(item.file.size)} · {formatOfficeDateTime(item.file.uploadedAt)}
              {item.versions > 1 ? t('versions', { versions: item.versions }) : ''}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconEye size={12} />}
              onClick={() => setPreviewing(true)}
              aria-label={`Preview ${item.label}`}
            >
              {t('preview')}
            </Button>
          </Group>
        )}
        {item.reviewedBy && item.reviewedAt && (
          <Text fz="xs" c="dimmed">
            {t('by', {
              value: STATE_LABELS[item.state],
              name: item.reviewedBy.name,
              value2: formatOfficeDateTime(item.reviewedAt),
            })}
          </Text>
        )}
        {item.reason && (
          <Text fz="sm" style={{ color: REFUSED_COLOR }}>
            {t('reason', { reason: item.reason })}
          </Text>
        )}
        {item.expires && (
          <ExpiryField
            item={item}
            readOnly={!canReview}
            onSave={(expiresAt) => send({ expiresAt }).catch(ignoreShownBelow)}
          />
        )}
        {actions}
        {refused}
        {canUpload && !item.slot && (
          <Upload
            label={item.label}
            uploadLabel={item.file ? t('uploadANewVersion') : t('upload')}
            upload={(file, onProgress) => upload.mutateAsync({ itemKey: item.key, file, onProgress })}
            heading={
              <Text fz="xs" c="dimmed">
                {item.file ? t('aNewVersionGoesBack') : t('notUploadedYet')}
              </Text>
            }
          />
        )}
      </Stack>
      <RejectModal
        opened={rejecting}
        label={item.label}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await send({ state: 'rejected', reason, documentId: item.file?._id });
          setRejecting(false);
          setPreviewing(false);
        }}
      />
      <Preview
        version={previewing ? version : null}
        label={item.label}
        onClose={() => setPreviewing(false)}
        actions={
          actions ? (
            <Stack gap={4}>
              {actions}
              {refused}
            </Stack>
          ) : undefined
        }
      />
    </Paper>
  );
}
