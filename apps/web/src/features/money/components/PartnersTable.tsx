import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Partner } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { toast } from '../../../ui/toast.ts';
import { usePhone } from '../../../ui/use-phone.ts';
import { percentText } from '../agreement-format.ts';
import { useSavePartner } from '../queries.ts';
import { ActiveBadge, RecordActions } from './RecordActions.tsx';
import type { RecordRowActions } from './RecordsPage.tsx';

function EmailLink({ email }: { email: string }) {
  if (!email) return '—';
  return (
    <Anchor href={`mailto:${email}`} fz="sm" style={{ wordBreak: 'break-all' }}>
      {email}
    </Anchor>
  );
}

/** Deactivate and Activate save the partner as it is with the other state; Edit and Delete open the page's dialogs. */
function PartnerActions({ partner, onEdit, onDelete }: { partner: Partner } & RecordRowActions<Partner>) {
  const { t } = useTexts('partners');
  const save = useSavePartner();
  const { id, applications: _, ...fields } = partner;
  const toggle = () =>
    save.mutate(
      { id, body: { ...fields, active: !partner.active } },
      {
        onSuccess: (saved) =>
          toast.success(saved.active ? t('activated', { name: saved.name }) : t('deactivated', { name: saved.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <RecordActions
      namespace="partners"
      name={partner.name}
      active={partner.active}
      toggling={save.isPending}
      onEdit={() => onEdit(partner)}
      onToggle={toggle}
      onDelete={() => onDelete(partner)}
    />
  );
}

/** On a phone: one card a partner. */
function PartnerCards({ partners, ...actions }: { partners: Partner[] } & RecordRowActions<Partner>) {
  const { t } = useTexts('partners');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
      {partners.map((partner) => (
        <Paper key={partner.id} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} style={{ wordBreak: 'break-word' }}>
                {partner.name}
              </Text>
              <ActiveBadge namespace="partners" active={partner.active} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Fact label={t('column.contact')}>{partner.contact}</Fact>
              <Fact label={t('column.share')}>{percentText(partner.sharePercent)}</Fact>
              <Fact label={t('column.email')}>{partner.email && <EmailLink email={partner.email} />}</Fact>
              <Fact label={t('column.phone')}>{partner.phone}</Fact>
              <Fact label={t('column.country')}>{partner.country}</Fact>
              <Fact label={t('column.applications')}>{t('applicationsCount', { count: partner.applications })}</Fact>
            </SimpleGrid>
            <PartnerActions partner={partner} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The partners with their share and how many applications name them; a table, or cards on a phone. */
export function PartnersTable({ partners, ...actions }: { partners: Partner[] } & RecordRowActions<Partner>) {
  const { t } = useTexts('partners');
  const phone = usePhone();
  if (phone) return <PartnerCards partners={partners} {...actions} />;
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.name')}</Table.Th>
            <Table.Th>{t('column.contact')}</Table.Th>
            <Table.Th>{t('column.email')}</Table.Th>
            <Table.Th>{t('column.phone')}</Table.Th>
            <Table.Th>{t('column.country')}</Table.Th>
            <Table.Th ta="right">{t('column.share')}</Table.Th>
            <Table.Th>{t('column.active')}</Table.Th>
            <Table.Th ta="right">{t('column.applications')}</Table.Th>
            <Table.Th>{t('column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partners.map((partner) => (
            <Table.Tr key={partner.id}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {partner.name}
                </Text>
              </Table.Td>
              <Table.Td>{partner.contact || '—'}</Table.Td>
              <Table.Td>
                <EmailLink email={partner.email} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{partner.phone || '—'}</Table.Td>
              <Table.Td>{partner.country || '—'}</Table.Td>
              <Table.Td ta="right">{percentText(partner.sharePercent)}</Table.Td>
              <Table.Td>
                <ActiveBadge namespace="partners" active={partner.active} />
              </Table.Td>
              <Table.Td ta="right">{partner.applications}</Table.Td>
              <Table.Td>
                <PartnerActions partner={partner} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
