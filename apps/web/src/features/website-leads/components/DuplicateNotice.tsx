import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { WebsiteProfile } from '@studydesk/shared/website-leads';
import { IconCopy } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { formatDay } from '../lead-format.ts';
import { useMergeDuplicate } from '../queries.ts';

/**
 * A lead whose e-mail or phone is an earlier lead's, sent from another browser: it was kept apart (nobody can take
 * over a lead by typing its phone number), and Super Admin merges it once they know it is the same person.
 */
export function DuplicateNotice({ profile, role }: { profile: WebsiteProfile; role: Role }) {
  const { t } = useTexts('website-leads');
  const earlier = profile.possibleDuplicateOf;
  const merge = useMergeDuplicate(profile._id);
  const navigate = useNavigate();
  if (!earlier) return null;
  const earlierPath = PAGES.websiteLeadDetails.path(role, { studentId: earlier._id });
  return (
    <Alert color="yellow" variant="light" icon={<IconCopy size={18} />} title={t('possibleDuplicate')}>
      <Text fz="sm">
        The e-mail or phone of this enquiry is also on an earlier one:{' '}
        <Anchor component={Link} to={earlierPath} fw={600}>
          {earlier.name}
        </Anchor>
        , enquired {formatDay(earlier.createdAt)}. Check it is the same person before merging: the earlier enquiry keeps
        its contact details and takes this one's answers where it had none, and its course applications.
      </Text>
      {role === 'Super Admin' && !profile.student && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="light"
            color="yellow"
            loading={merge.isPending}
            onClick={() => merge.mutate(undefined, { onSuccess: () => navigate(earlierPath) })}
          >
            {t('mergeIntoEarlierEnquiry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
