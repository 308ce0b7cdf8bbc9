import { ActionIcon, Anchor, Group, Paper, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { APPLICATION_STATUSES, type Application } from '@studydesk/shared/applications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { shortLink } from '../application-format.ts';
import { useUpdateApplication } from '../queries.ts';
import { EditApplicationModal } from './EditApplicationModal.tsx';
import { OfferLetterCell } from './OfferLetterCell.tsx';
import { RemoveApplicationModal } from './RemoveApplicationModal.tsx';

/**
 * SPEC.md 2.10: the entered applications; the Status select saves at once. Issue 22 adds each one's offer letter
 * (uploaded and replaced here, before or after the hand-off), Edit and Remove.
 */
export function ApplicationsTable({
  applications,
  studentId,
  counselorId,
  applicantId,
  studentObjectId,
  canEdit,
}: {
  applications: Application[];
  studentId: number;
  counselorId: string;
  applicantId: string;
  studentObjectId: string | undefined;
  canEdit: boolean;
}) {
  const { t } = useTexts('applications');
  const update = useUpdateApplication(studentId, counselorId, applicantId);
  const saving = update.isPending ? update.variables?._id : undefined;
  const [editing, setEditing] = useState<Application | null>(null);
  const [removing, setRemoving] = useState<Application | null>(null);
  const phone = usePhone();

  /** What an application shows, the same in a table row and in a phone's card. */
  const partsOf = (app: Application) => {
    const name = `${app.universityName}, ${app.subject}`;
    return {
      link: app.link ? (
        <Anchor href={app.link} target="_blank" rel="noopener noreferrer" fz="sm" title={app.link}>
          {shortLink(app.link)}
        </Anchor>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('nA')}
        </Text>
      ),
      status: (
        <Select
          size="xs"
          aria-label={t('statusOf', { name })}
          data={[...APPLICATION_STATUSES]}
          value={app.status}
          allowDeselect={false}
          disabled={!canEdit || saving === app._id}
          onChange={(value) => {
            if (!value || value === app.status) return;
            update.mutate(
              { _id: app._id, status: value as Application['status'] },
              // SPEC.md 8 had this toast and the add's swapped (issue 22).
              { onSuccess: () => toast.success(t('statusUpdatedSuccessfully')) },
            );
          }}
        />
      ),
      offer: (
        <OfferLetterCell
          application={app}
          counselorId={counselorId}
          applicantId={applicantId}
          studentObjectId={studentObjectId}
          canEdit={canEdit}
        />
      ),
      note: (
        <Text fz="sm" lineClamp={2} title={app.note}>
          {app.note || '—'}
        </Text>
      ),
      actions: canEdit && (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('edit')} withArrow>
            <ActionIcon variant="subtle" aria-label={t('edit2', { name })} onClick={() => setEditing(app)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={app.visaTeamName ? `Handed to ${app.visaTeamName} for the visa: it cannot be removed` : 'Remove'}
            withArrow
            multiline
            maw={240}
          >
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('remove2', { name })}
              aria-disabled={app.visaTeamName ? true : undefined}
              data-disabled={app.visaTeamName ? true : undefined}
              onClick={() => !app.visaTeamName && setRemoving(app)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    };
  };

  return (
    <>
      {phone ? (
        // On a phone: a card an application, its status, offer letter and actions in view without scrolling sideways.
        <Stack gap="sm">
          {applications.map((app) => {
            const parts = partsOf(app);
            return (
              <Paper key={app._id} withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Text fz="sm" fw={600}>
                        {app.universityName}
                      </Text>
                      <Text fz="sm">{app.subject}</Text>
                      <Text fz="xs" c="dimmed">
                        {[app.country, app.intake, app.b2b].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                    {parts.actions}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {t('status')}
                  </Text>
                  {parts.status}
                  <Text fz="xs" c="dimmed">
                    {t('offerLetter')}
                  </Text>
                  {parts.offer}
                  {app.link && parts.link}
                  {app.note && parts.note}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('university')}</Table.Th>
                <Table.Th>{t('subject')}</Table.Th>
                <Table.Th>{t('country')}</Table.Th>
                <Table.Th>{t('intake')}</Table.Th>
                <Table.Th>{t('b2bAgent')}</Table.Th>
                <Table.Th>{t('link')}</Table.Th>
                <Table.Th w={190}>{t('status')}</Table.Th>
                <Table.Th>{t('offerLetter')}</Table.Th>
                <Table.Th>{t('note')}</Table.Th>
                {canEdit && <Table.Th w={90}>{t('actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applications.map((app) => {
                const parts = partsOf(app);
                return (
                  <Table.Tr key={app._id}>
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {app.universityName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{app.subject}</Table.Td>
                    <Table.Td>{app.country}</Table.Td>
                    <Table.Td>{app.intake}</Table.Td>
                    <Table.Td>{app.b2b || '—'}</Table.Td>
                    <Table.Td>{parts.link}</Table.Td>
                    <Table.Td>{parts.status}</Table.Td>
                    <Table.Td>{parts.offer}</Table.Td>
                    <Table.Td>{parts.note}</Table.Td>
                    {canEdit && <Table.Td>{parts.actions}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EditApplicationModal application={editing} counselorId={counselorId} onClose={() => setEditing(null)} />
      <RemoveApplicationModal
        application={removing}
        studentId={studentId}
        counselorId={counselorId}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
