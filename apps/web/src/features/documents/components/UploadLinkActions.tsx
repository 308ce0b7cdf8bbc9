import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { toast } from '../../../ui/toast.ts';
import { copyText } from '../documents-format.ts';
import { type ShownLink, useCurrentUploadLink, useIssueUploadLink } from '../queries.ts';

const COPY_TOASTS = {
  copied: () => toast.success('Link copied to clipboard!'),
  failed: () => toast.error('Failed to copy the link'),
  unavailable: () => toast.error('Clipboard API not available'),
} as const;

/**
 * Copy Link and Attestation (SPEC.md 2.8) hand out the student's current upload link, the same one each time (a
 * first one is made when none works yet). New link, after a confirmation, makes another and turns the old one off.
 * The link stays shown so it can be copied by hand when the clipboard refuses.
 */
export function UploadLinkActions({ studentId }: { studentId: number }) {
  const { t } = useTexts('documents');
  const current = useCurrentUploadLink(studentId);
  const issue = useIssueUploadLink(studentId);
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [busy, setBusy] = useState<'copy' | 'open' | null>(null);
  const [confirming, confirm] = useDisclosure(false);

  const link = async () => {
    const found = await current.mutateAsync();
    setShown(found);
    return found.href;
  };

  const copy = async () => {
    setBusy('copy');
    try {
      const href = await link();
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
      const href = await link();
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

  const renew = async () => {
    try {
      setShown(await issue.mutateAsync());
      confirm.close();
      toast.success(t('newLinkMadeTheLink'));
    } catch {
      // toasted by the query client; the dialog stays open to try again
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
          {t('copyLink')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} />}
          onClick={attest}
          loading={busy === 'open'}
          disabled={busy === 'copy'}
        >
          {t('attestation')}
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconRefresh size={16} />} onClick={confirm.open}>
          {t('newLink')}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" maw={460}>
        {t('copyLinkAndAttestationGive')}
      </Text>
      {shown && (
        <TextInput
          size="xs"
          readOnly
          value={shown.href}
          label={t('currentLinkValidUntil', { value: formatOfficeDateTime(shown.expiresAt) })}
          onFocus={(event) => event.currentTarget.select()}
          maw={460}
          data-testid="upload-link"
        />
      )}
      <Modal opened={confirming} onClose={confirm.close} title={t('makeANewUploadLink')} centered>
        <Stack gap="md">
          <Text fz="sm">{t('theLinkGivenToThe')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={confirm.close}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={renew} loading={issue.isPending}>
              {t('makeNewLink')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
