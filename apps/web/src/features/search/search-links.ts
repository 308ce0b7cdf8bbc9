import type { Role } from '@studydesk/shared/role-names';
import type { SearchResults } from '@studydesk/shared/search';
import { hasPage } from '../../area-pages.ts';
import { PAGES } from '../../page-paths.ts';
import { opensStudents } from '../students/student-pages.ts';

type Results = SearchResults;

/** Where each result opens in the area of `role`; undefined when that area has no such page. */
export const searchLinks = {
  student: (role: Role, student: Results['students'][number]) =>
    opensStudents(role)
      ? PAGES.studentDetails.path(role, { studentId: student.studentId, counselorId: 'none' })
      : undefined,
  employee: (role: Role, employee: Results['employees'][number]) =>
    hasPage(role, PAGES.employeeDetail.pattern) ? PAGES.employeeDetail.path(role, { id: employee._id }) : undefined,
  university: (role: Role, university: Results['universities'][number]) => {
    const page = [PAGES.universities, PAGES.abroadSection].find((p) => hasPage(role, p.pattern));
    return page?.path(role, {}, { country: university.country });
  },
  lead: (role: Role, lead: Results['leads'][number]) =>
    hasPage(role, PAGES.websiteLeadDetails.pattern)
      ? PAGES.websiteLeadDetails.path(role, { studentId: lead._id })
      : undefined,
};
