import { Text, type TextProps } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { Fragment } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';

/**
 * What an import did: "2 created · 1 filled · 0 skipped · 2 rejected", each count kept on one line; after an undo
 * that kept students worked on since, how many it kept.
 */
export function ImportCounts({ job, ...props }: { job: Import } & TextProps) {
  const { t, number } = useTexts('imports');
  const parts = [
    t('countCreated', { value: number(job.created) }),
    t('countFilled', { value: number(job.filled) }),
    t('countSkipped', { value: number(job.skipped) }),
    t('countRejected', { value: number(job.rejected) }),
    ...(job.kept > 0 ? [t('countKept', { value: number(job.kept) })] : []),
  ];
  return (
    <Text {...props}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </Text>
  );
}
