import type { StudentStatus } from '@studydesk/shared/students';
import { createElement } from 'react';
import type { PageModule } from '../../page-module.ts';
import type { CounselorTab } from './pages/CounselorDashboardPage.tsx';

const statusList = (status: StudentStatus) => async (): Promise<PageModule> => {
  const { StatusStudentListPage } = await import('./pages/StatusStudentListPage.tsx');
  return { element: createElement(StatusStudentListPage, { status }) };
};

const counselorTab = (tab: CounselorTab) => async (): Promise<PageModule> => {
  const { CounselorDashboardPage } = await import('./pages/CounselorDashboardPage.tsx');
  return { element: createElement(CounselorDashboardPage, { tab }) };
};

/** The student-leads pages, each loaded when first visited (wired in area-pages.ts and router.tsx). */
export const STUDENT_PAGES = {
  createStudent: async (): Promise<PageModule> => ({
    Component: (await import('./pages/CreateStudentPage.tsx')).CreateStudentPage,
  }),
  studentList: async (): Promise<PageModule> => ({
    Component: (await import('./pages/StudentListPage.tsx')).StudentListPage,
  }),
  enrolledList: statusList('enrolled'),
  followUpList: statusList('follow-up'),
  applicationList: statusList('application-processing'),
  visaList: statusList('visa-processing'),
  successList: statusList('success'),
  archived: async (): Promise<PageModule> => ({
    Component: (await import('./pages/ArchivedStudentsPage.tsx')).ArchivedStudentsPage,
  }),
  counselorAll: counselorTab('all'),
  counselorFollowUp: counselorTab('follow-up'),
  counselorEnrolled: counselorTab('enrolled'),
  receptionistDashboard: async (): Promise<PageModule> => ({
    Component: (await import('./pages/ReceptionistDashboardPage.tsx')).ReceptionistDashboardPage,
  }),
};
