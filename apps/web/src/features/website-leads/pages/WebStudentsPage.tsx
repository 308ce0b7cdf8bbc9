import { Anchor, Badge, Center, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { PROFILE_PAGE_SIZE } from '@studydesk/shared/website-leads';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { LeadFilterBar, NO_LEAD_FILTER } from '../components/LeadFilterBar.tsx';
import { formatDay } from '../lead-format.ts';
import { type LeadFilter, useLeadList } from '../queries.ts';

/** SPEC.md 2.16 Website-Leads: every lead for Super Admin, a Counselor's own converted leads; server-paged. */
export function WebStudentsPage() {
  const { t } = useTexts('website-leads');
  const { user } = useAreaSession();
  const asCounselor = user.role === 'Counselor';
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LeadFilter>(NO_LEAD_FILTER);
  const filtered = filter.q !== '' || filter.converted !== '' || filter.country !== '';
  const list = useLeadList(asCounselor ? user.employee_id : null, page, filter);
  const total = list.data?.totalProfiles ?? 0;
  const profiles = list.data?.profiles ?? [];
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
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
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
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>#</Table.Th>
                    <Table.Th>{t('name')}</Table.Th>
                    <Table.Th>{t('phoneNo')}</Table.Th>
                    <Table.Th>{t('email')}</Table.Th>
                    <Table.Th>{t('createdDate')}</Table.Th>
                    <Table.Th>{t('student')}</Table.Th>
                    <Table.Th>{t('moreInfo')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {profiles.map((profile, index) => (
                    <Table.Tr key={profile._id}>
                      <Table.Td c="dimmed">{(page - 1) * PROFILE_PAGE_SIZE + index + 1}</Table.Td>
                      <Table.Td fw={500}>{profile.general.name}</Table.Td>
                      <Table.Td>{profile.general.phone}</Table.Td>
                      <Table.Td>{profile.general.email}</Table.Td>
                      <Table.Td>{formatDay(profile.createdAt)}</Table.Td>
                      <Table.Td>
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
                          <Badge variant="light" color="yellow" ml={6}>
                            {t('possibleDuplicate')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={PAGES.websiteLeadDetails.path(user.role, { studentId: profile._id })}
                          fz="sm"
                          aria-label={t('moreInfoAbout', { name: profile.general.name })}
                        >
                          More info <IconChevronRight size={12} />
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Center>
              <Stack gap={6} align="center">
                <Pagination
                  total={Math.max(1, Math.ceil(total / PROFILE_PAGE_SIZE))}
                  value={page}
                  onChange={setPage}
                  aria-label={t('leadPages')}
                />
                <Text c="dimmed" fz="xs">
                  {total} {total === 1 ? 'lead' : 'leads'}
                </Text>
              </Stack>
            </Center>
          </Stack>
        </ListState>
      </Paper>
    </Stack>
  );
}
