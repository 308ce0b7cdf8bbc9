import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../../test-media.ts';
import { aStudent, renderPage } from '../../../../test-support.tsx';
import { EducationTable, EnglishScoresTable } from './InfoTables.tsx';

const student = aStudent({
  courseTitle2: 'Science',
  passingYear2: '2022',
  grade2: '5.00',
  group2: 'Science',
  institute2: 'Notre Dame College, Dhaka',
  englishProficiency: 'ielts',
  reading: '7.5',
  writing: '6.5',
  listening: '8.0',
  specking: '7.0',
  overall: '7.5',
});

afterEach(() => vi.unstubAllGlobals());

describe('the educational details and English scores on a phone', () => {
  it('shows every column of a level, the institute too, in a card of its own and no table', async () => {
    onAPhone();
    renderPage(<EducationTable student={student} />, () => {});

    const hsc = await screen.findByRole('group', { name: 'HSC' });
    expect(screen.queryByRole('table')).toBeNull();
    // Grade, Group and Institute were off screen in the table's scroll box at a phone's width.
    expect(within(hsc).getByText('Institute')).toBeTruthy();
    expect(within(hsc).getByText('Notre Dame College, Dhaka')).toBeTruthy();
    expect(within(hsc).getByText('5.00')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'SSC' })).getAllByText('—')).toHaveLength(5);
  });

  it('lists the five scores with speaking and overall, and no table', async () => {
    onAPhone();
    renderPage(<EnglishScoresTable student={student} />, () => {});

    const speaking = await screen.findByText('Speaking');
    expect(screen.queryByRole('table')).toBeNull();
    expect(speaking.nextElementSibling?.textContent).toBe('7.0');
    expect(screen.getByText('Overall').nextElementSibling?.textContent).toBe('7.5');
  });

  it('keeps the tables on a wider screen', async () => {
    renderPage(<EducationTable student={student} />, () => {});
    const row = await screen.findByRole('row', { name: /HSC/ });
    expect(within(row).getByText('Notre Dame College, Dhaka')).toBeTruthy();
  });
});
