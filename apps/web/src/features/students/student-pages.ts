import type { Role } from '@studydesk/shared/role-names';
import { hasPage } from '../../area-pages.ts';
import { PAGES } from '../../page-paths.ts';

/**
 * Whether the area of `role` opens a student's details: the plain route, or the visa area's, which also carries the
 * applicant (`PAGES.studentDetails.path` reaches both). These are the roles the server lets reach a student at all
 * (students.access.ts); Hr, Accounts and the Software Engineer reach none, so a student is only named to them.
 */
export const opensStudents = (role: Role) =>
  hasPage(role, PAGES.studentDetails.pattern) || hasPage(role, PAGES.studentDetailsWithApplicant.pattern);
