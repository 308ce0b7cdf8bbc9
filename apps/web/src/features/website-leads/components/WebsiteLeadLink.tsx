import { Anchor, Group } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useLeadOfStudent } from '../queries.ts';

/** On the student details: the website lead the student came from, when there is one. */
export function WebsiteLeadLink({ role, studentId }: { role: Role; studentId: number }) {
  const { t } = useTexts('website-leads');
  const lead = useLeadOfStudent(studentId);
  if (!lead.data) return null;
  return (
    <Anchor component={Link} to={PAGES.websiteLeadDetails.path(role, { studentId: lead.data.profileId })} fz="sm">
      <Group gap={4} wrap="nowrap">
        <IconWorld size={16} stroke={1.6} aria-hidden />
        {t('websiteLead')}
      </Group>
    </Anchor>
  );
}
