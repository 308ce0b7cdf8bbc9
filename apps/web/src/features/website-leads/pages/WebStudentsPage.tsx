import { Anchor, Badge, Center, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import type { ListSort } from '@studydesk/shared/lists';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PhoneLink } from '../../../ui/ContactLinks.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { useListAddress } from '../../../ui/list-address.ts';
import { PagePosition } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { SortSelect } from '../../../ui/SortSelect.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { LeadFilterBar } from '../components/LeadFilterBar.tsx';
import { leadViewFromSearch, leadViewToSearch } from '../lead-filter.ts';
import { formatDay } from '../lead-format.ts';
import { useLeadList } from '../queries.ts';

/** SPEC.md 2.16 Website-Leads: every lead for Super Admin, a Counselor's own converted leads; server-paged. */
export function WebStudentsPage() {
  const { t } = useTexts('website-leads');
  const { user } = useAreaSession();
  const asCounselor = user.role === 'Counselor';
  // The search, filters, page, size and order live in the address (issue 19): the list survives a reload.
  const { view, show } = useListAddress(leadViewFromSearch, leadViewToSearch);
  const { filter, page, size, sort } = view;
  const filtered = filter.q !== '' || filter.converted !== '' || filter.country !== '';
  const list = useLeadList(asCounselor ? user.employee_id : null, view);
  const total = list.data?.totalProfiles ?? 0;
  const profiles = list.data?.profiles ?? [];
  const phone = usePhone();
  const onSort = (next: ListSort) => show({ sort: next, page: 1 });

  /** What a lead shows beyond plain values, the same in a table row and in a phone's card. */
  const partsOf = (profile: (typeof profiles)[number]) => ({
    badges: (
      <>
        {profile.student ? (
          <Badge variant="light" color="teal">
            {profile.student.studentId}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('newLead')}
          </Badge>
        )}
        {profile.possibleDuplicateOf && (
          <Badge variant="light" color="yellow" ml={phone ? undefined : 6}>
            {t('possibleDuplicate')}
          </Badge>
        )}
      </>
    ),
    moreInfo: (
      <Anchor
        component={Link}
        to={PAGES.websiteLeadDetails.path(user.role, { studentId: profile._id })}
        fz="sm"
        aria-label={t('moreInfoAbout', { name: profile.general.name })}
      >
        More info <IconChevronRight size={12} />
      </Anchor>
    ),
  });
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('websiteLeads')}
        description={
          asCounselor
            ? 'Enquiries from the website that became your students.'
            : 'Enquiries and course applications from the website.'
        }
      />
      <Paper withBorder radius="md" p="md">
        <LeadFilterBar
          filter={filter}
          withConversion={!asCounselor}
          onChange={(next) => show({ filter: next, page: 1 })}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ListState
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => list.refetch()}
          empty={total === 0 ? (filtered ? 'No website leads match' : 'No website leads yet') : null}
          hint={
            filtered
              ? 'Try another part of the name, e-mail or phone, or clear a filter.'
              : asCounselor
                ? 'Leads appear here when Super Admin converts a website enquiry into one of your students.'
                : 'Leads appear here when a visitor sends the enquiry form on the website’s home page.'
          }
        >
          <Stack gap="md">
            {phone ? (
              // On a phone: a card a lead, its More info in view without scrolling sideways.
              <Stack gap="sm">
                <SortSelect
                  columns={[
                    { label: t('name'), by: 'name' },
                    { label: t('createdDate'), by: 'age' },
                  ]}
                  sort={sort}
                  onSort={onSort}
                />
                {profiles.map((profile) => {
                  const parts = partsOf(profile);
                  return (
                    <Paper
                      key={profile._id}
                      withBorder
                      radius="md"
                      p="sm"
                      role="group"
                      aria-label={profile.general.name}
                    >
                      <Stack gap={6}>
                        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                          <Text fz="sm" fw={600}>
                            {profile.general.name}
                          </Text>
                          <Group gap={6} justify="flex-end">
                            {parts.badges}
                          </Group>
                        </Group>
                        <Text fz="xs" c="dimmed">
                          {t('phoneNo')}: <PhoneLink phone={profile.general.phone} />
                        </Text>
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {t('email')}: {profile.general.email || '—'}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {t('createdDate')}: {formatDay(profile.createdAt)}
                        </Text>
                        {parts.moreInfo}
                      </Stack>
                    </Paper>
                  );
                })}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={56}>#</Table.Th>
                      <SortHeader label={t('name')} by="name" sort={sort} onSort={onSort} />
                      <Table.Th>{t('phoneNo')}</Table.Th>
                      <Table.Th>{t('email')}</Table.Th>
                      <SortHeader label={t('createdDate')} by="age" sort={sort} onSort={onSort} />
                      <Table.Th>{t('student')}</Table.Th>
                      <Table.Th>{t('moreInfo')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {profiles.map((profile, index) => {
                      const parts = partsOf(profile);
                      return (
                        <Table.Tr key={profile._id}>
                          <Table.Td c="dimmed">{(page - 1) * size + index + 1}</Table.Td>
                          <Table.Td fw={500}>{profile.general.name}</Table.Td>
                          <Table.Td>
                            <PhoneLink phone={profile.general.phone} />
                          </Table.Td>
                          <Table.Td>{profile.general.email}</Table.Td>
                          <Table.Td>{formatDay(profile.createdAt)}</Table.Td>
                          <Table.Td>{parts.badges}</Table.Td>
                          <Table.Td>{parts.moreInfo}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Center>
              <Stack gap={6} align="center">
                <Pagination
                  total={Math.max(1, Math.ceil(total / size))}
                  value={page}
                  onChange={(next) => show({ page: next })}
                  aria-label={t('leadPages')}
                />
                <PagePosition
                  page={page}
                  withPage={false}
                  size={size}
                  shown={profiles.length}
                  total={{ count: total, exact: true }}
                  onSize={(next) => show({ size: next, page: 1 })}
                />
              </Stack>
            </Center>
          </Stack>
        </ListState>
      </Paper>
    </Stack>
  );
}
