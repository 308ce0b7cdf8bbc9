import { listedStudentSchema } from '@studydesk/shared/students';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../../../test-media.ts';
import { showInArea } from '../../../test-support.tsx';
import { StudentsTable } from './StudentsTable.tsx';

const student = listedStudentSchema.parse({
  _id: 's1',
  studentId: 1042,
  fullName: 'Tahmid Hasan',
  email: 'tahmid@example.com',
  phoneNumber: '+8801711000000',
  counselor: { id: 'c1', employee_id: 'D-003', employee_name: 'Nusrat Jahan' },
  status: 'follow-up',
  advices: '',
  advise: false,
  createdAt: '2026-01-05T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('the student list on a phone', () => {
  it('shows a card a student, with More info and Delete in it, and sorts from a select', async () => {
    onAPhone();
    const onDelete = vi.fn();
    const onSort = vi.fn();
    showInArea(
      <StudentsTable
        students={[student]}
        firstIndex={1}
        columns={['studentId', 'name', 'phone', 'counselor', 'status']}
        detailsRole="Super Admin"
        onDelete={onDelete}
        sort="newest"
        onSort={onSort}
      />,
      'Super Admin',
      () => {},
    );

    const card = await screen.findByRole('group', { name: 'Tahmid Hasan' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Tahmid Hasan')).toBeTruthy();
    expect(within(card).getByText(/Nusrat Jahan/)).toBeTruthy();
    const moreInfo = within(card).getByRole('link', { name: 'More info about Tahmid Hasan' });
    expect(moreInfo.getAttribute('href')).toBe('/super-admin/student-details/1042/D-003');

    fireEvent.click(within(card).getByRole('button', { name: 'Delete Tahmid Hasan' }));
    expect(onDelete).toHaveBeenCalledWith(student);

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name, Z to A' }));
    expect(onSort).toHaveBeenCalledWith('name-desc');
  });
});
