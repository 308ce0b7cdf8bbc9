import { Button, Group, Modal, Text } from '@mantine/core';
import type { Application } from '@studydesk/shared/applications';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { applicationLabel, hasUniversityDocuments } from '../application-format.ts';
import { useRemoveApplication } from '../queries.ts';

/** Remove application (issue 22): asks first; the application is archived with its documents, never deleted. */
export function RemoveApplicationModal({
  application,
  studentId,
  counselorId,
  onClose,
}: {
  application: Application | null;
  studentId: number;
  counselorId: string;
  onClose: () => void;
}) {
  const { t } = useTexts('applications');
  const remove = useRemoveApplication(studentId, counselorId);
  const confirm = (target: Application) =>
    remove.mutate(target._id, {
      onSuccess: () => {
        toast.success(t('wasRemovedFromTheList', { value: applicationLabel(target) }), t('applicationRemoved'));
        onClose();
      },
    });
  return (
    <Modal opened={application !== null} onClose={onClose} title={t('removeApplication')} centered>
      <Text>{t('areYouSureYouWant')}</Text>
      {application && (
        <>
          <Text c="dimmed" fz="sm" mt={4}>
            {applicationLabel(application)}
          </Text>
          <Text fz="sm" mt="sm">
            {hasUniversityDocuments(application)
              ? 'Its university documents are kept with it in the archive, and the audit trail records the removal.'
              : 'The audit trail records the removal.'}
          </Text>
        </>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => application && confirm(application)}>
          {t('remove')}
        </Button>
      </Group>
    </Modal>
  );
}
