import type { Role } from '@studydesk/shared/roles';
import { APPLICATION_PAGES } from './features/applications/routes.ts';
import { AUDIT_PAGES } from './features/audit/routes.ts';
import { COMMISSION_PAGES } from './features/commission/routes.ts';
import { DOCUMENT_PAGES } from './features/documents/routes.ts';
import { EMPLOYEE_PAGES } from './features/employees/routes.ts';
import { settingsPage } from './features/settings/routes.ts';
import { type PageModule, STUDENT_PAGES } from './features/students/routes.ts';
import { UNIVERSITY_PAGES } from './features/universities/routes.ts';
import { VISA_PAGES } from './features/visa/routes.ts';
import { WEBSITE_LEAD_PAGES } from './features/website-leads/routes.ts';

/** A page of an area that a later feature builds; until then it shows ComingSoon with these words. */
export interface PlannedPage {
  path: string;
  title: string;
  feature: string;
  /** Set once the page is built: it is loaded instead of ComingSoon. */
  page?: () => Promise<PageModule>;
}

const F = {
  leads: 'student leads',
  details: 'student details',
  documents: 'student documents',
  applications: 'university applications',
  visa: 'visa processing',
  employees: 'employees',
  commission: 'commission',
  recycle: 'archived students',
  web: 'website leads',
  counselor: 'counselor follow-up',
  settings: 'account settings',
} as const;

const studentDetails = {
  path: 'student-details/:studentId/:counselorId',
  title: 'Student details',
  feature: F.details,
};
/** Built (SPEC.md 2.8) for the areas that have access today; the admin-officer and visa areas get it later. */
const builtStudentDetails: PlannedPage = {
  ...studentDetails,
  page: async () => ({
    Component: (await import('./features/students/pages/StudentDetailsPage.tsx')).StudentDetailsPage,
  }),
};
const studentDocuments = {
  path: 'student-documents/:studentId/:counselorId',
  title: 'Student documents',
  feature: F.documents,
};
/** Built (SPEC.md 2.9) for the Super Admin and the Counselor; the admin-officer and visa areas get it later. */
const builtStudentDocuments: PlannedPage = { ...studentDocuments, page: DOCUMENT_PAGES.studentDocuments };
/** SPEC.md 2.10 and 2.11, for the admin Officer and the Super Admin. */
const appliedUniversity: PlannedPage = {
  path: 'update-application-status/:studentId/:counselorId/:applicantId',
  title: 'Applied University',
  feature: F.applications,
  page: APPLICATION_PAGES.appliedUniversity,
};
const visaTeam: PlannedPage = {
  path: 'assign-visa-team/:studentId/:counselorId/:applicantId',
  title: 'University documents and visa team',
  feature: F.applications,
  page: APPLICATION_PAGES.visaTeam,
};
/** SPEC.md 2.16 Website-Leads and the lead detail, for the Super Admin and the Counselor. */
const websiteLeads: PlannedPage[] = [
  { path: 'web-students', title: 'Website-Leads', feature: F.web, page: WEBSITE_LEAD_PAGES.list },
  {
    path: 'web-student-details/:studentId',
    title: 'Website lead details',
    feature: F.web,
    page: WEBSITE_LEAD_PAGES.details,
  },
];
const settings: PlannedPage = { path: 'settings', title: 'Settings', feature: F.settings, page: settingsPage };
/** Ours (issue 9): every change to a record, for the Super Admin and the Software Engineer. */
const auditTrail: PlannedPage = {
  path: 'audit-trail',
  title: 'Audit Trail',
  feature: 'audit trail',
  page: AUDIT_PAGES.trail,
};

/** Every path of SPEC.md 2.2 besides the dashboards, per area, with our Settings in each and the Hr directory. */
export const PLANNED_PAGES: Record<Role, PlannedPage[]> = {
  'Super Admin': [
    { path: 'employee/create-employee', title: 'Create Employee', feature: F.employees, page: EMPLOYEE_PAGES.create },
    { path: 'employee/employee-list', title: 'Employee List', feature: F.employees, page: EMPLOYEE_PAGES.list },
    { path: 'employee/:id', title: 'Employee details', feature: F.employees, page: EMPLOYEE_PAGES.detail },
    { path: 'student/create-student', title: 'Create Student', feature: F.leads, page: STUDENT_PAGES.createStudent },
    { path: 'student/student-list', title: 'Student List', feature: F.leads, page: STUDENT_PAGES.studentList },
    {
      path: 'student/enrolled-student-list',
      title: 'Enrolled Students',
      feature: F.leads,
      page: STUDENT_PAGES.enrolledList,
    },
    {
      path: 'student/follow-up-student-list',
      title: 'Follow Up',
      feature: F.leads,
      page: STUDENT_PAGES.followUpList,
    },
    {
      path: 'student/application-processing-list',
      title: 'Application Processing',
      feature: F.leads,
      page: STUDENT_PAGES.applicationList,
    },
    {
      path: 'student/visa-processing-list',
      title: 'Visa Processing',
      feature: F.leads,
      page: STUDENT_PAGES.visaList,
    },
    { path: 'student/success', title: 'Success', feature: F.leads, page: STUDENT_PAGES.successList },
    {
      // SPEC.md 2.5 names the screen but gives no route.
      path: 'student/arrived',
      title: 'Students Arrived',
      feature: F.leads,
      page: async () => ({
        Component: (await import('./features/dashboard/pages/StudentsArrivedPage.tsx')).StudentsArrivedPage,
      }),
    },
    builtStudentDetails,
    builtStudentDocuments,
    appliedUniversity,
    visaTeam,
    {
      path: 'b2b/commission-list',
      title: 'B2B Commission List',
      feature: F.commission,
      page: COMMISSION_PAGES.list,
    },
    // The visa documents view (SPEC.md 2.14) at the same data, for the Super Admin.
    {
      path: 'all-university-documents/:studentId/:counselorId/:applicantId',
      title: 'University documents',
      feature: F.visa,
      page: VISA_PAGES.documents,
    },
    { path: 'recycle/student-list', title: 'ReCycle Students', feature: F.recycle, page: STUDENT_PAGES.archived },
    auditTrail,
    ...websiteLeads,
    // SPEC.md 2.16 names the university filter among the Super Admin's screens but gives no route.
    { path: 'universities', title: 'University Filter', feature: F.web, page: UNIVERSITY_PAGES.filter },
    settings,
  ],
  receptionist: [
    builtStudentDetails,
    { path: 'student/create-student', title: 'Create Student', feature: F.leads, page: STUDENT_PAGES.createStudent },
    { path: 'student/student-list', title: 'Student List', feature: F.leads, page: STUDENT_PAGES.studentList },
    settings,
  ],
  Counselor: [
    {
      path: 'dashboard/enrolled',
      title: 'Enrolled Students',
      feature: F.counselor,
      page: STUDENT_PAGES.counselorEnrolled,
    },
    { path: 'dashboard/follow-up', title: 'Follow Up', feature: F.counselor, page: STUDENT_PAGES.counselorFollowUp },
    builtStudentDetails,
    builtStudentDocuments,
    // SPEC.md 2.2 leaves the abroad section's content unshown: it is the university filter, to advise from.
    { path: 'abroad-section', title: 'Abroad Section', feature: F.web, page: UNIVERSITY_PAGES.filter },
    ...websiteLeads,
    settings,
  ],
  'admin Officer': [
    {
      path: 'dashboard/application-processing',
      title: 'Application Processing',
      feature: F.applications,
      page: APPLICATION_PAGES.officerApplications,
    },
    {
      path: 'dashboard/visa-processing',
      title: 'Visa Processing',
      feature: F.applications,
      page: APPLICATION_PAGES.officerVisa,
    },
    builtStudentDetails,
    builtStudentDocuments,
    appliedUniversity,
    visaTeam,
    settings,
  ],
  'Admin Office Visa Section': [
    // SPEC.md 2.2 declares dashboard/visa-processing twice; we read it as the Ongoing Visa Processing tab.
    { path: 'dashboard/visa-processing', title: 'Visa Processing', feature: F.visa, page: VISA_PAGES.ongoing },
    { path: 'dashboard/success-rejected', title: 'Success/Rejected', feature: F.visa, page: VISA_PAGES.outcome },
    // SPEC.md 2.8: in the visa area the details also carry the applicant.
    { ...builtStudentDetails, path: 'student-details/:studentId/:counselorId/:applicantId?' },
    builtStudentDocuments,
    {
      path: 'all-university-documents/:studentId/:counselorId/:applicantId',
      title: 'University documents',
      feature: F.visa,
      page: VISA_PAGES.documents,
    },
    settings,
  ],
  // The Hr dashboard is the employee directory (router.tsx); these are its list and read-only details.
  Hr: [
    { path: 'employee/employee-list', title: 'Employee Directory', feature: F.employees, page: EMPLOYEE_PAGES.hrList },
    { path: 'employee/:id', title: 'Employee details', feature: F.employees, page: EMPLOYEE_PAGES.hrDetail },
    settings,
  ],
  'Software Engineer': [auditTrail, settings],
};
