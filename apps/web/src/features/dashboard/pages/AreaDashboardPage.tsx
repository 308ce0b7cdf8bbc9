import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Role } from '@studydesk/shared/roles';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ComingSoon } from '../../../shell/ComingSoon.tsx';
import { DashboardHeader } from '../components/DashboardHeader.tsx';
import { QuickLinks } from '../components/QuickLinks.tsx';

/** What each dashboard will hold, and the feature that brings it. */
const UPCOMING: Record<Role, { title: string; feature: string; description: string }> = {
  'Super Admin': {
    title: 'The office overview',
    feature: 'student leads',
    description: 'Six summary cards with student counts by status, and the students who arrived on a chosen day.',
  },
  receptionist: {
    title: 'The reception overview',
    feature: 'student leads',
    description: 'The students who arrived today, with their counselors and status.',
  },
  Counselor: {
    title: 'Your student overview',
    feature: 'counselor follow-up',
    description: 'All your students, the ones to follow up and the enrolled ones, with filters and lead downloads.',
  },
  'admin Officer': {
    title: 'Your application overview',
    feature: 'university applications',
    description: 'The students assigned to you in application processing, visa processing, success and rejected.',
  },
  'Admin Office Visa Section': {
    title: 'The visa dashboard',
    feature: 'visa processing',
    description: 'All students, ongoing visa processing and the success or rejected outcomes.',
  },
  Hr: {
    title: 'The employee directory',
    feature: 'employees',
    description: 'Every employee with their contact details and roles.',
  },
  'Software Engineer': {
    title: 'The system status',
    feature: 'system status',
    description: 'The state of this installation.',
  },
};

/** The dashboard of every area whose own content arrives with a later feature. */
export function AreaDashboardPage({ role }: { role: Role }) {
  useDocumentTitle('Dashboard · StudyDesk');
  const session = useAreaSession();
  const upcoming = UPCOMING[role];
  return (
    <Stack gap="xl">
      <DashboardHeader session={session} withClock={role === 'Super Admin'} />
      <QuickLinks role={role} />
      <ComingSoon {...upcoming} withHeading={false} />
    </Stack>
  );
}
