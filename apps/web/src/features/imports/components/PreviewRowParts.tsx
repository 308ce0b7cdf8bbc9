import { Anchor, Badge, NativeSelect, Stack, Text } from '@mantine/core';
import { DUPLICATE_ACTIONS, type DuplicateAction, type PreviewRow } from '@studydesk/shared/imports';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';

const VERDICT_COLOR: Record<PreviewRow['verdict'], string> = { ok: 'teal', duplicate: 'yellow', error: 'red' };

export function VerdictBadge({ verdict }: { verdict: PreviewRow['verdict'] }) {
  const { t } = useTexts('imports');
  return (
    <Badge color={VERDICT_COLOR[verdict]} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`verdict.${verdict}`)}
    </Badge>
  );
}

/** Why a row is refused, or who it may already be: the student opens in a new tab, so the choices stay. */
export function RowDetails({ row }: { row: PreviewRow }) {
  const { t } = useTexts('imports');
  const { user } = useAreaSession();
  const { match } = row;
  if (row.problems.length > 0) {
    return (
      <Stack gap={2}>
        {row.problems.map((problem) => (
          <Text key={problem} fz="sm" c="red" style={{ wordBreak: 'break-word' }}>
            {problem}
          </Text>
        ))}
      </Stack>
    );
  }
  if (!match) return null;
  if (match.studentId === null) {
    // an earlier row of the same file: no student to open yet
    return (
      <Text fz="sm" style={{ wordBreak: 'break-word' }}>
        {t('possibleDuplicateOf')} <b>{match.fullName}</b>
        {' · '}
        {match.reason}
      </Text>
    );
  }
  return (
    <Text fz="sm" style={{ wordBreak: 'break-word' }}>
      {t('possibleDuplicateOf')}{' '}
      <Anchor
        component={Link}
        to={PAGES.studentDetails.path(user.role, { studentId: match.studentId, counselorId: 'none' })}
        target="_blank"
        fw={600}
        fz="sm"
      >
        {match.fullName} ({match.studentId})
      </Anchor>
      {' · '}
      {match.counselor ?? t('noCounselor')}
      {' · '}
      {match.reason}
    </Text>
  );
}

/** What one possible duplicate does, instead of the choice for all of them. */
export function RowAction({
  row,
  value,
  onChange,
}: {
  row: PreviewRow;
  value: DuplicateAction;
  onChange: (value: DuplicateAction) => void;
}) {
  const { t } = useTexts('imports');
  if (row.verdict !== 'duplicate') return null;
  return (
    <NativeSelect
      size="xs"
      aria-label={t('whatRowDoes', { row: row.row })}
      data={DUPLICATE_ACTIONS.map((action) => ({ value: action, label: t(`duplicateAction.${action}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as DuplicateAction)}
      miw={150}
    />
  );
}
