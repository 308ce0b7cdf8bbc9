import { Anchor, Select, Table, Text } from '@mantine/core';
import { APPLICATION_STATUSES, type Application } from '@studydesk/shared/applications';
import { toast } from '../../../ui/toast.ts';
import { shortLink } from '../application-format.ts';
import { useUpdateApplication } from '../queries.ts';

/** SPEC.md 2.10: the entered applications; the Status select saves at once. */
export function ApplicationsTable({
  applications,
  studentId,
  counselorId,
  applicantId,
  canEdit,
}: {
  applications: Application[];
  studentId: number;
  counselorId: string;
  applicantId: string;
  canEdit: boolean;
}) {
  const update = useUpdateApplication(studentId, counselorId, applicantId);
  const saving = update.isPending ? update.variables?._id : undefined;

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>University</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Intake</Table.Th>
            <Table.Th>B2B Agent</Table.Th>
            <Table.Th>Link</Table.Th>
            <Table.Th w={190}>Status</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((app) => (
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
              <Table.Td>
                {app.link ? (
                  <Anchor href={app.link} target="_blank" rel="noopener noreferrer" fz="sm" title={app.link}>
                    {shortLink(app.link)}
                  </Anchor>
                ) : (
                  <Text fz="sm" c="dimmed">
                    N/A
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={`Status of ${app.universityName}, ${app.subject}`}
                  data={[...APPLICATION_STATUSES]}
                  value={app.status}
                  allowDeselect={false}
                  disabled={!canEdit || saving === app._id}
                  onChange={(value) => {
                    if (!value || value === app.status) return;
                    update.mutate(
                      { _id: app._id, status: value as Application['status'] },
                      { onSuccess: () => toast.success('University Application Successful') },
                    );
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={2} title={app.note}>
                  {app.note || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
