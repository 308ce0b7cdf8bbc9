import type { Role } from '@studydesk/shared/role-names';
import { APPLICATION_PAGES } from './features/applications/routes.ts';
import { AUDIT_PAGES } from './features/audit/routes.ts';
import { CHECKLIST_PAGES } from './features/checklists/routes.ts';
import { COMMISSION_PAGES } from './features/commission/routes.ts';
import { EMPLOYEE_PAGES } from './features/employees/routes.ts';
import { IMPORT_PAGES } from './features/imports/routes.ts';
import { OUTBOX_PAGES } from './features/messages/outbox-routes.ts';
import { TEMPLATE_PAGES } from './features/messages/template-routes.ts';
import { MONEY_PAGES } from './features/money/routes.ts';
import { REPORT_PAGES } from './features/reports/routes.ts';
import { settingsPage } from './features/settings/routes.ts';
import { STUDENT_PAGES } from './features/students/routes.ts';
import { TASK_PAGES } from './features/tasks/routes.ts';
import { UNIVERSITY_PAGES } from './features/universities/routes.ts';
import { VISA_PAGES } from './features/visa/routes.ts';
import { WEBSITE_LEAD_PAGES } from './features/website-leads/routes.ts';
import type { PageModule } from './page-module.ts';
import { PAGES } from './page-paths.ts';
import { COMPOSED_PAGES } from './pages/routes.ts';

/** A page of an area: its path under the area (a pattern of page-paths.ts) and its lazily loaded module. */
export interface AreaPage {
  path: string;
  page: () => Promise<PageModule>;
}

/** SPEC.md 2.8 and 2.9, in every area that works on students. */
const studentDetails: AreaPage = {
  path: PAGES.studentDetails.pattern,
  page: COMPOSED_PAGES.studentDetails,
};
const studentDocuments: AreaPage = {
  path: PAGES.studentDocuments.pattern,
  page: COMPOSED_PAGES.studentDocuments,
};
/** SPEC.md 2.10 and 2.11, for the admin Officer and the Super Admin. */
const appliedUniversity: AreaPage = {
  path: PAGES.appliedUniversity.pattern,
  page: APPLICATION_PAGES.appliedUniversity,
};
const visaTeam: AreaPage = {
  path: PAGES.visaTeam.pattern,
  page: APPLICATION_PAGES.visaTeam,
};
/** SPEC.md 2.16 Website-Leads and the lead detail, for the Super Admin and the Counselor. */
const websiteLeads: AreaPage[] = [
  { path: PAGES.websiteLeads.pattern, page: WEBSITE_LEAD_PAGES.list },
  {
    path: PAGES.websiteLeadDetails.pattern,
    page: WEBSITE_LEAD_PAGES.details,
  },
];
const settings: AreaPage = { path: PAGES.settings.pattern, page: settingsPage };
/** Ours (issue 15): what needs the user today, in every area that works on students. */
const myDay: AreaPage = { path: PAGES.myDay.pattern, page: TASK_PAGES.myDay };
/** Ours (issue 15): the pipeline board of the desks that move students on. */
const board: AreaPage = { path: PAGES.board.pattern, page: TASK_PAGES.board };
/** Ours (issue 15): tasks to do and given to others, in every area (any staff member gives and takes tasks). */
const tasks: AreaPage = { path: PAGES.tasks.pattern, page: TASK_PAGES.tasks };
/** Ours (issue 20): the reports, for Super Admin, the three desks (their own students) and Accounts (the money). */
const reports: AreaPage = { path: PAGES.reports.pattern, page: REPORT_PAGES.reports };
/** Ours (issue 9): every change to a record, for the Super Admin and the Software Engineer. */
const auditTrail: AreaPage = {
  path: PAGES.auditTrail.pattern,
  page: AUDIT_PAGES.trail,
};
/** Ours (issue 18): money, for the Super Admin and Accounts alike. */
const money: AreaPage[] = [
  { path: PAGES.ledger.pattern, page: MONEY_PAGES.ledger },
  { path: PAGES.claim.pattern, page: MONEY_PAGES.claim },
  { path: PAGES.partners.pattern, page: MONEY_PAGES.partners },
  { path: PAGES.agreements.pattern, page: MONEY_PAGES.agreements },
  { path: PAGES.moneySettings.pattern, page: MONEY_PAGES.moneySettings },
  { path: PAGES.payments.pattern, page: MONEY_PAGES.payments },
];

/** Every path of SPEC.md 2.2 besides the dashboards, per area, with our Settings in each and the Hr directory. */
export const AREA_PAGES: Record<Role, AreaPage[]> = {
  'Super Admin': [
    { path: PAGES.employeeCreate.pattern, page: EMPLOYEE_PAGES.create },
    { path: PAGES.employeeList.pattern, page: EMPLOYEE_PAGES.list },
    { path: PAGES.employeeDetail.pattern, page: COMPOSED_PAGES.employeeDetail },
    { path: PAGES.studentCreate.pattern, page: STUDENT_PAGES.createStudent },
    { path: PAGES.studentList.pattern, page: STUDENT_PAGES.studentList },
    {
      path: PAGES.enrolledStudents.pattern,
      page: STUDENT_PAGES.enrolledList,
    },
    {
      path: PAGES.followUpStudents.pattern,
      page: STUDENT_PAGES.followUpList,
    },
    {
      path: PAGES.applicationProcessingStudents.pattern,
      page: STUDENT_PAGES.applicationList,
    },
    {
      path: PAGES.visaProcessingStudents.pattern,
      page: STUDENT_PAGES.visaList,
    },
    { path: PAGES.successStudents.pattern, page: STUDENT_PAGES.successList },
    {
      // SPEC.md 2.5 names the screen but gives no route.
      path: PAGES.arrivedStudents.pattern,
      page: async () => ({
        Component: (await import('./features/dashboard/pages/StudentsArrivedPage.tsx')).StudentsArrivedPage,
      }),
    },
    studentDetails,
    studentDocuments,
    appliedUniversity,
    visaTeam,
    {
      path: PAGES.commissionList.pattern,
      page: COMMISSION_PAGES.list,
    },
    ...money,
    // The visa documents view (SPEC.md 2.14) at the same data, for the Super Admin.
    {
      path: PAGES.universityDocuments.pattern,
      page: VISA_PAGES.documents,
    },
    { path: PAGES.recycledStudents.pattern, page: STUDENT_PAGES.archived },
    auditTrail,
    // Ours (issue 17): every message sent or waiting, with Retry.
    { path: PAGES.outbox.pattern, page: OUTBOX_PAGES.outbox },
    // Ours (issue 19): students brought in from a spreadsheet, with its preview, report and undo.
    { path: PAGES.import.pattern, page: IMPORT_PAGES.import },
    ...websiteLeads,
    // SPEC.md 2.16 names the university filter among the Super Admin's screens but gives no route.
    { path: PAGES.universities.pattern, page: UNIVERSITY_PAGES.filter },
    myDay,
    board,
    reports,
    tasks,
    settings,
    // Ours (issue 17): the message templates and automatic messages.
    { path: PAGES.templates.pattern, page: TEMPLATE_PAGES.templates },
    // Ours (issue 16): the document checklists per destination.
    { path: PAGES.checklists.pattern, page: CHECKLIST_PAGES.settings },
  ],
  receptionist: [
    studentDetails,
    { path: PAGES.studentCreate.pattern, page: STUDENT_PAGES.createStudent },
    { path: PAGES.studentList.pattern, page: STUDENT_PAGES.studentList },
    myDay,
    tasks,
    settings,
  ],
  Counselor: [
    {
      path: PAGES.counselorEnrolled.pattern,
      page: STUDENT_PAGES.counselorEnrolled,
    },
    { path: PAGES.counselorFollowUp.pattern, page: STUDENT_PAGES.counselorFollowUp },
    studentDetails,
    studentDocuments,
    // SPEC.md 2.2 leaves the abroad section's content unshown: it is the university filter, to advise from.
    { path: PAGES.abroadSection.pattern, page: UNIVERSITY_PAGES.filter },
    ...websiteLeads,
    myDay,
    board,
    reports,
    tasks,
    settings,
  ],
  'admin Officer': [
    {
      path: PAGES.applicationProcessing.pattern,
      page: COMPOSED_PAGES.officerApplications,
    },
    {
      path: PAGES.visaProcessing.pattern,
      page: COMPOSED_PAGES.officerVisa,
    },
    studentDetails,
    studentDocuments,
    appliedUniversity,
    visaTeam,
    myDay,
    board,
    reports,
    tasks,
    settings,
  ],
  'Admin Office Visa Section': [
    // SPEC.md 2.2 declares dashboard/visa-processing twice; we read it as the Ongoing Visa Processing tab.
    { path: PAGES.visaProcessing.pattern, page: COMPOSED_PAGES.visaOngoing },
    { path: PAGES.successRejected.pattern, page: COMPOSED_PAGES.visaOutcome },
    // SPEC.md 2.8: in the visa area the details also carry the applicant.
    { ...studentDetails, path: PAGES.studentDetailsWithApplicant.pattern },
    studentDocuments,
    {
      path: PAGES.universityDocuments.pattern,
      page: VISA_PAGES.documents,
    },
    myDay,
    board,
    reports,
    tasks,
    settings,
  ],
  // The Hr dashboard is the employee directory (router.tsx); these are its list and read-only details.
  Hr: [
    { path: PAGES.employeeList.pattern, page: EMPLOYEE_PAGES.hrList },
    { path: PAGES.employeeDetail.pattern, page: COMPOSED_PAGES.hrEmployeeDetail },
    tasks,
    settings,
  ],
  'Software Engineer': [auditTrail, tasks, settings],
  // The Accounts dashboard is the ledger (area-routes.tsx); nothing of the students beyond what money shows.
  Accounts: [...money, reports, tasks, settings],
};

/** Whether the area of `role` has the page of `pattern` (a link to a page the role lacks would end on "not found"). */
export const hasPage = (role: Role, pattern: string) => AREA_PAGES[role].some((page) => page.path === pattern);
