import { Text, type TextProps } from '@mantine/core';
import type { Import } from '@studydesk/shared/imports';
import { Fragment } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';

/** What an import did: "2 created · 1 filled · 0 skipped · 2 rejected", each count kept on one line. */
export function ImportCounts({ job, ...props }: { job: Import } & TextProps) {
  const { t, number } = useTexts('imports');
  const parts = [
    t('countCreated', { value: number(job.created) }),
    t('countFilled', { value: number(job.filled) }),
    t('countSkipped', { value: number(job.skipped) }),
    t('countRejected', { value: number(job.rejected) }),
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
