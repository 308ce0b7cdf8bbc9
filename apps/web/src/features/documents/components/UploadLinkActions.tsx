import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UploadLink } from '@studydesk/shared/documents';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { absoluteLink, copyText } from '../documents-format.ts';
import { useIssueUploadLink } from '../queries.ts';

const COPY_TOASTS = {
  copied: () => toast.success('Link copied to clipboard!'),
  failed: () => toast.error('Failed to copy the link'),
  unavailable: () => toast.error('Clipboard API not available'),
} as const;

/**
 * Copy Link and Attestation (SPEC.md 2.8): both issue a NEW public upload link, which revokes the earlier ones.
 * The latest link stays shown so it can be copied by hand when the clipboard refuses.
 */
export function UploadLinkActions({ studentId }: { studentId: number }) {
  const issue = useIssueUploadLink(studentId);
  const [latest, setLatest] = useState<(UploadLink & { href: string }) | null>(null);
  const [busy, setBusy] = useState<'copy' | 'open' | null>(null);

  const newLink = async () => {
    const link = await issue.mutateAsync();
    const href = absoluteLink(window.location.origin, link.url);
    setLatest({ ...link, href });
    return href;
  };

  const copy = async () => {
    setBusy('copy');
    try {
      const href = await newLink();
      COPY_TOASTS[await copyText(href, navigator.clipboard)]();
    } catch {
      // The failed request was toasted by the query client.
    } finally {
      setBusy(null);
    }
  };

  const attest = async () => {
    // Opened now, while the click still counts as the user's, or the browser blocks the pop-up after the await.
    const tab = window.open('about:blank', '_blank');
    setBusy('open');
    try {
      const href = await newLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = href;
      } else {
        window.open(href, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconCopy size={16} />}
          onClick={copy}
          loading={busy === 'copy'}
          disabled={busy === 'open'}
        >
          Copy Link
        </Button>
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} />}
          onClick={attest}
          loading={busy === 'open'}
          disabled={busy === 'copy'}
        >
          Attestation
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" maw={460}>
        Each Copy Link or Attestation makes a new upload link for the student and turns off the links given before. A
        link works for 30 days.
      </Text>
      {latest && (
        <TextInput
          size="xs"
          readOnly
          value={latest.href}
          label={`Latest link, valid until ${formatOfficeDateTime(latest.expiresAt)}`}
          onFocus={(event) => event.currentTarget.select()}
          maw={460}
          data-testid="upload-link"
        />
      )}
    </Stack>
  );
}
