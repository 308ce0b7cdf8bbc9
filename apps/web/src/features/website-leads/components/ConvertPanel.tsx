import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { AUTO_ASSIGN } from '@studydesk/shared/students';
import type { WebsiteProfile } from '@studydesk/shared/website-leads';
import { IconCircleCheck, IconUserShare } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { PossibleMatches } from '../../../ui/PossibleMatches.tsx';
import { usePossibleMatches } from '../../search/queries.ts';
import { useCounselorOptions } from '../../students/queries.ts';
import { useConvertLead } from '../queries.ts';

/**
 * SPEC.md 2.7, the assign step: Counselor Name (Choose One Counselor, required) and Assign, which makes
 * the lead a student of that counselor. Once converted, the panel links to the student instead.
 */
export function ConvertPanel({ profile, role }: { profile: WebsiteProfile; role: Role }) {
  if (profile.student) {
    const { student } = profile;
    return (
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fz="sm">
            Already a student:{' '}
            {student.counselor ? (
              <Anchor
                component={Link}
                to={PAGES.studentDetails.path(role, {
                  studentId: student.studentId,
                  counselorId: student.counselor.employee_id,
                })}
                fw={600}
              >
                {student.fullName} ({student.studentId})
              </Anchor>
            ) : (
              <b>
                {student.fullName} ({student.studentId})
              </b>
            )}
            {student.counselor && <>, counselor {student.counselor.name}</>}
          </Text>
        </Group>
      </Paper>
    );
  }
  return role === 'Super Admin' ? <AssignForm profile={profile} /> : null;
}

function AssignForm({ profile }: { profile: WebsiteProfile }) {
  const { t } = useTexts('website-leads');
  const counselors = useCounselorOptions();
  const convert = useConvertLead(profile._id);
  // Someone registered at the office who then enquired online (issue 19): shown before a second student is made.
  const matches = usePossibleMatches({
    fullName: profile.general.name,
    phoneNumber: profile.general.phone,
    email: profile.general.email,
  });
  const [counselor, setCounselor] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // An enquiry keeps a phone as typed when it cannot be dialled: the student's is corrected here, once refused.
  const [phone, setPhone] = useState<string | undefined>();
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const options = [
    { value: AUTO_ASSIGN, label: 'Assign automatically (fewest open students)' },
    ...(counselors.data ?? []).map((c) => ({ value: c._id, label: `${c.name} (${c.employee_id})` })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!counselor) {
      setError('Choose One Counselor');
      return;
    }
    // an automatic choice is named by the answer (the student's counselor)
    const name = counselors.data?.find((c) => c._id === counselor)?.name ?? '';
    const setErrors = (errors: Record<string, string>) => {
      setError(errors.counselor);
      setPhoneError(errors.phoneNumber);
      if (errors.phoneNumber) setPhone((shown) => shown ?? profile.general.phone);
    };
    convert.mutate(
      { counselor, name, phoneNumber: phone },
      {
        onError: (failure) =>
          applyServerErrors({ setErrors }, failure, { fields: ['counselor', 'phoneNumber'], toast: 'warning' }),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} aria-label={t('assignToACounselor')} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} fz="h5">
              {t('makeThisLeadAStudent')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('theStudentIsCreatedFrom')}
            </Text>
          </div>
          <PossibleMatches matches={matches.data} area="Super Admin" />
          {phone !== undefined && (
            <TextInput
              label={t('studentsPhoneNumber')}
              type="tel"
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                setPhoneError(undefined);
              }}
              withAsterisk
              error={phoneError}
              w={{ base: '100%', sm: 340 }}
            />
          )}
          <Group align="flex-end" gap="sm">
            <Select
              label={t('counselorName')}
              placeholder={t('chooseOneCounselor')}
              data={options}
              value={counselor}
              onChange={(value) => {
                setCounselor(value);
                setError(undefined);
              }}
              searchable
              withAsterisk
              error={error}
              disabled={counselors.isPending}
              w={{ base: '100%', sm: 340 }}
            />
            <Button type="submit" leftSection={<IconUserShare size={16} />} disabled={convert.isPending}>
              {convert.isPending ? 'Assigning.....' : 'Assign'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
