import { Anchor, Group } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPage } from '../../../area-pages.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';

/** The student's payments (issue 18), from the student's details, for whom the Payments page is open to. */
export function PaymentsLink({ role, studentId, name }: { role: Role; studentId: number; name: string }) {
  const { t } = useTexts('payments');
  if (!hasPage(role, PAGES.payments.pattern)) return null;
  return (
    <Anchor
      component={Link}
      to={PAGES.payments.path(role, {}, { student: studentId })}
      fz="sm"
      aria-label={t('linkLabel', { name })}
    >
      <Group gap={4} wrap="nowrap">
        <IconReceipt size={16} stroke={1.6} aria-hidden />
        {t('link')}
      </Group>
    </Anchor>
  );
}
