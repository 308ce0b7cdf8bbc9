import { ROLE_AREA, type Role } from '@studydesk/shared/role-names';

/**
 * Every page's path, declared once (issue 24). The route table (area-pages.ts) takes each page's `pattern`, the
 * sidebar (shell/area-nav.ts) the same pages, and every link or navigation builds its address with the page's
 * `path`, so a page's address is written in one place and a link cannot name a parameter the route does not have:
 * the parameters are read from the pattern by the types below. Kept free of page modules and of zod: the router
 * and the sign-in page load it first.
 */

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

type ParamValue = string | number;

/** The parameters of a pattern: `:name` required, `:name?` optional. */
export type PathParams<P extends string> = { [K in RequiredName<Segments<P>>]: ParamValue } & {
  [K in OptionalName<Segments<P>>]?: ParamValue;
};

/** A query string: only the filled values are written, in the given order. */
export type Search = URLSearchParams | Record<string, ParamValue | null | undefined>;

/** A pattern without required parameters may be built with no `params` (and then no search, or an empty `{}`). */
type PathArgs<P extends string> = [RequiredName<Segments<P>>] extends [never]
  ? [params?: PathParams<P>, search?: Search]
  : [params: PathParams<P>, search?: Search];

/** `?a=1&b=2`, or '' when nothing is filled. */
export function searchString(search: Search | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams();
  const entries = search instanceof URLSearchParams ? search.entries() : Object.entries(search);
  for (const [key, value] of entries) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The pattern with each `:name` (or `:name?`) replaced by its encoded value; an absent optional one is left out. */
function fill(pattern: string, params: Record<string, ParamValue | undefined> = {}): string {
  return pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.replace(/^:|\?$/g, '');
      const value = params[name];
      if (value === undefined) {
        if (segment.endsWith('?')) return [];
        throw new Error(`The path ${pattern} needs ${name}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

/** The root of a role's area, e.g. `/counselor` (SPEC.md 2.2). */
export function areaPath(role: Role): string {
  return ROLE_AREA[role];
}

export interface AreaPagePath<P extends string> {
  /** Relative to the area, as the router gets it. */
  readonly pattern: P;
  /** The address of the page in the area of `role`, its parameters filled and encoded. */
  readonly path: (role: Role, ...args: PathArgs<P>) => string;
}

/** A page without parameters (a page with some is not one): what the sidebar links to. */
export interface StaticAreaPage {
  readonly pattern: string;
  readonly path: (role: Role) => string;
}

function page<P extends string>(pattern: P): AreaPagePath<P> {
  return {
    pattern,
    path: (role, ...[params, search]) =>
      `${areaPath(role)}/${fill(pattern, params as Record<string, ParamValue>)}${searchString(search)}`,
  };
}

/** The pages inside the areas (SPEC.md 2.2 and ours); which area has which page is area-pages.ts's table. */
export const PAGES = {
  dashboard: page('dashboard'),
  myDay: page('my-day'),
  board: page('board'),
  tasks: page('tasks'),
  settings: page('settings'),
  /** Ours (issue 17): the message templates, Super Admin's. */
  templates: page('settings/templates'),
  /** Ours (issue 16): the document checklist of each destination, Super Admin's. */
  checklists: page('settings/checklists'),
  auditTrail: page('audit-trail'),
  /** Ours (issue 17): every message sent or waiting, Super Admin's. */
  outbox: page('outbox'),
  /** Ours (issue 19): an office's students brought in from a spreadsheet, Super Admin's (`?import=` the one open). */
  import: page('import'),
  // Employees: the Super Admin's, and the Hr directory.
  employeeList: page('employee/employee-list'),
  employeeCreate: page('employee/create-employee'),
  employeeDetail: page('employee/:id'),
  // The Super Admin's and receptionist's student lists (SPEC.md 2.5, 2.6).
  studentCreate: page('student/create-student'),
  studentList: page('student/student-list'),
  enrolledStudents: page('student/enrolled-student-list'),
  followUpStudents: page('student/follow-up-student-list'),
  applicationProcessingStudents: page('student/application-processing-list'),
  visaProcessingStudents: page('student/visa-processing-list'),
  successStudents: page('student/success'),
  arrivedStudents: page('student/arrived'),
  recycledStudents: page('recycle/student-list'),
  // One student's case (SPEC.md 2.8 to 2.11, 2.14).
  studentDetails: page('student-details/:studentId/:counselorId'),
  /** The visa area's details also carry the applicant (SPEC.md 2.8). */
  studentDetailsWithApplicant: page('student-details/:studentId/:counselorId/:applicantId?'),
  studentDocuments: page('student-documents/:studentId/:counselorId'),
  appliedUniversity: page('update-application-status/:studentId/:counselorId/:applicantId'),
  visaTeam: page('assign-visa-team/:studentId/:counselorId/:applicantId'),
  universityDocuments: page('all-university-documents/:studentId/:counselorId/:applicantId'),
  // The desks' lists (SPEC.md 2.12 to 2.14).
  counselorFollowUp: page('dashboard/follow-up'),
  counselorEnrolled: page('dashboard/enrolled'),
  applicationProcessing: page('dashboard/application-processing'),
  visaProcessing: page('dashboard/visa-processing'),
  successRejected: page('dashboard/success-rejected'),
  // The rest of the Super Admin's and Counselor's screens.
  commissionList: page('b2b/commission-list'),
  websiteLeads: page('web-students'),
  websiteLeadDetails: page('web-student-details/:studentId'),
  universities: page('universities'),
  abroadSection: page('abroad-section'),
  /** Ours (issue 20): the owner's reports, and each desk's over its own students. */
  reports: page('reports'),
  /** Ours (issue 18): money, for Super Admin and Accounts. */
  ledger: page('ledger'),
  claim: page('claims/:claimId'),
  partners: page('partners'),
  agreements: page('agreements'),
  moneySettings: page('money-settings'),
  payments: page('payments'),
} as const;

export interface PublicPagePath<P extends string> {
  /** Relative to the site's root, as the router gets it. */
  readonly pattern: P;
  readonly path: (...args: PathArgs<P>) => string;
}

function publicPage<P extends string>(pattern: P): PublicPagePath<P> {
  return {
    pattern,
    path: (...[params, search]) => `/${fill(pattern, params as Record<string, ParamValue>)}${searchString(search)}`,
  };
}

/** The pages outside the areas: anyone may open them. */
export const PUBLIC_PAGES = {
  home: publicPage(''),
  homepage: publicPage('homepage'),
  login: publicPage('login'),
  /** Ours (issue 17): "Forgot password?", and the page of the e-mailed link (`?token=`). */
  forgotPassword: publicPage('forgot-password'),
  resetPassword: publicPage('reset-password'),
  notFound: publicPage('404'),
  /** SPEC.md 2.15: the student's upload page, opened from the link the staff send. */
  fileUpload: publicPage('file-upload/:studentId/:counselorId'),
  /** Ours (issue 17): the link at the foot of every e-mail to a student (`?t=`). */
  unsubscribe: publicPage('unsubscribe/:studentId'),
} as const;
