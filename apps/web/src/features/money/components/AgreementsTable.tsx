import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Agreement } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import {
  agreementBody,
  agreementValues,
  claimableText,
  commissionText,
  instalmentsText,
  levelText,
} from '../agreement-format.ts';
import { useSaveAgreement } from '../queries.ts';
import { ActiveBadge, RecordActions } from './RecordActions.tsx';
import type { RecordRowActions } from './RecordsPage.tsx';

/** Deactivate and Activate save the agreement as it is with the other state; Edit and Delete open the page's dialogs. */
function AgreementActions({ agreement, onEdit, onDelete }: { agreement: Agreement } & RecordRowActions<Agreement>) {
  const { t } = useTexts('agreements');
  const save = useSaveAgreement();
  const name = agreement.universityName;
  const toggle = () =>
    save.mutate(
      { id: agreement.id, body: agreementBody({ ...agreementValues(agreement), active: !agreement.active }) },
      {
        onSuccess: (saved) => toast.success(saved.active ? t('activated', { name }) : t('deactivated', { name })),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <RecordActions
      namespace="agreements"
      name={name}
      active={agreement.active}
      toggling={save.isPending}
      onEdit={() => onEdit(agreement)}
      onToggle={toggle}
      onDelete={() => onDelete(agreement)}
    />
  );
}

/** On a phone: one card an agreement. */
function AgreementCards({ agreements, ...actions }: { agreements: Agreement[] } & RecordRowActions<Agreement>) {
  const { t } = useTexts('agreements');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
      {agreements.map((agreement) => (
        <Paper key={agreement.id} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div>
                <Text fw={600} style={{ wordBreak: 'break-word' }}>
                  {agreement.universityName}
                </Text>
                <Text fz="sm" c="dimmed">
                  {levelText(agreement.courseLevel)}
                </Text>
              </div>
              <ActiveBadge namespace="agreements" active={agreement.active} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Fact label={t('column.commission')}>{commissionText(agreement)}</Fact>
              <Fact label={t('column.instalments')}>{instalmentsText(agreement)}</Fact>
              <Fact label={t('column.claimable')}>{claimableText(agreement)}</Fact>
              <Fact label={t('column.rows')}>{String(agreement.commissions)}</Fact>
            </SimpleGrid>
            <AgreementActions agreement={agreement} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The agreements with what each pays and when, and how many ledger rows were made from it. */
export function AgreementsTable({ agreements, ...actions }: { agreements: Agreement[] } & RecordRowActions<Agreement>) {
  const { t } = useTexts('agreements');
  const phone = usePhone();
  if (phone) return <AgreementCards agreements={agreements} {...actions} />;
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.university')}</Table.Th>
            <Table.Th>{t('column.level')}</Table.Th>
            <Table.Th>{t('column.commission')}</Table.Th>
            <Table.Th>{t('column.instalments')}</Table.Th>
            <Table.Th>{t('column.claimable')}</Table.Th>
            <Table.Th>{t('column.active')}</Table.Th>
            <Table.Th ta="right">{t('column.rows')}</Table.Th>
            <Table.Th>{t('column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agreements.map((agreement) => (
            <Table.Tr key={agreement.id}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {agreement.universityName}
                </Text>
              </Table.Td>
              <Table.Td>{levelText(agreement.courseLevel)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{commissionText(agreement)}</Table.Td>
              <Table.Td>{instalmentsText(agreement)}</Table.Td>
              <Table.Td>{claimableText(agreement)}</Table.Td>
              <Table.Td>
                <ActiveBadge namespace="agreements" active={agreement.active} />
              </Table.Td>
              <Table.Td ta="right">{agreement.commissions}</Table.Td>
              <Table.Td>
                <AgreementActions agreement={agreement} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
