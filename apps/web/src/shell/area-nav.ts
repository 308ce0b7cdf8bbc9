import type { Role } from '@studydesk/shared/role-names';
import {
  IconBuildingBank,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconCoins,
  IconContract,
  IconFileCertificate,
  IconFileImport,
  IconHistory,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconListDetails,
  IconMail,
  IconPlaneDeparture,
  IconReceipt,
  IconRecycle,
  IconReportMoney,
  IconSettingsDollar,
  IconSunrise,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { PAGES, type StaticAreaPage } from '../page-paths.ts';

export interface NavLinkItem {
  label: string;
  /** The page it opens in the area, e.g. `PAGES.studentList`. */
  page: StaticAreaPage;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

export interface NavSection {
  /** Sections without a title are shown first, ungrouped (Dashboard). */
  title?: string;
  links: NavLinkItem[];
}

const dashboard: NavSection = { links: [{ label: 'Dashboard', page: PAGES.dashboard, icon: IconLayoutDashboard }] };
const auditLink: NavLinkItem = { label: 'Audit Trail', page: PAGES.auditTrail, icon: IconHistory };
/** The first entry of every desk (issue 15): what needs the user today. */
const tasksLink: NavLinkItem = { label: 'Tasks', page: PAGES.tasks, icon: IconChecklist };
const myDay: NavSection = { links: [{ label: 'My Day', page: PAGES.myDay, icon: IconSunrise }, tasksLink] };
/** Issue 20: the owner's reports, each desk's over its own students, and Accounts' money report. */
const reportsLink: NavLinkItem = { label: 'Reports', page: PAGES.reports, icon: IconChartBar };
/** My Day, the tasks, the pipeline board and the reports, first in the desks that move students on. */
const myDayAndBoard: NavSection = {
  links: [...myDay.links, { label: 'Pipeline', page: PAGES.board, icon: IconLayoutKanban }, reportsLink],
};
/** Issue 18: the money pages after the ledger, for the Super Admin and Accounts. */
const moneyLinks: NavLinkItem[] = [
  { label: 'Partners', page: PAGES.partners, icon: IconUsersGroup },
  { label: 'Agreements', page: PAGES.agreements, icon: IconContract },
  { label: 'Payments', page: PAGES.payments, icon: IconReceipt },
  { label: 'Money settings', page: PAGES.moneySettings, icon: IconSettingsDollar },
];
const ledgerLabel = 'Ledger';

/** The sidebar of each area: SPEC.md 2.4 for the Super Admin, and the pages of 2.2 for the others. */
export const AREA_NAV: Record<Role, NavSection[]> = {
  'Super Admin': [
    myDayAndBoard,
    dashboard,
    {
      title: 'Employee',
      links: [
        { label: 'Employee List', page: PAGES.employeeList, icon: IconUsers },
        { label: 'Create Employee', page: PAGES.employeeCreate, icon: IconUserPlus },
      ],
    },
    {
      title: 'Student',
      links: [
        { label: 'Create Student', page: PAGES.studentCreate, icon: IconUserPlus },
        { label: 'Student List', page: PAGES.studentList, icon: IconListDetails },
        { label: 'Students Arrived', page: PAGES.arrivedStudents, icon: IconCalendarEvent },
        // Issue 19: an office's students from a spreadsheet.
        { label: 'Import', page: PAGES.import, icon: IconFileImport },
      ],
    },
    {
      title: 'Commission',
      links: [
        { label: 'B2B Commission List', page: PAGES.commissionList, icon: IconCoins },
        { label: 'ReCycle Students', page: PAGES.recycledStudents, icon: IconRecycle },
      ],
    },
    { title: 'Money', links: [{ label: ledgerLabel, page: PAGES.ledger, icon: IconReportMoney }, ...moneyLinks] },
    {
      title: 'WebSite',
      links: [
        { label: 'Website-Leads', page: PAGES.websiteLeads, icon: IconWorld },
        { label: 'University Filter', page: PAGES.universities, icon: IconBuildingBank },
      ],
    },
    { title: 'System', links: [auditLink, { label: 'Outbox', page: PAGES.outbox, icon: IconMail }] },
  ],
  receptionist: [
    myDay,
    dashboard,
    {
      title: 'Student',
      links: [
        { label: 'Create Student', page: PAGES.studentCreate, icon: IconUserPlus },
        { label: 'Student List', page: PAGES.studentList, icon: IconListDetails },
      ],
    },
  ],
  Counselor: [
    myDayAndBoard,
    dashboard,
    {
      title: 'Students',
      links: [
        { label: 'Follow Up', page: PAGES.counselorFollowUp, icon: IconClipboardList },
        { label: 'Enrolled Students', page: PAGES.counselorEnrolled, icon: IconUserCheck },
        { label: 'Website-Leads', page: PAGES.websiteLeads, icon: IconWorld },
        { label: 'Abroad Section', page: PAGES.abroadSection, icon: IconPlaneDeparture },
      ],
    },
  ],
  'admin Officer': [
    myDayAndBoard,
    dashboard,
    {
      title: 'Students',
      links: [
        { label: 'Application Processing', page: PAGES.applicationProcessing, icon: IconFileCertificate },
        { label: 'Visa Processing', page: PAGES.visaProcessing, icon: IconPlaneDeparture },
      ],
    },
  ],
  'Admin Office Visa Section': [
    myDayAndBoard,
    dashboard,
    {
      title: 'Students',
      links: [{ label: 'Visa Processing', page: PAGES.visaProcessing, icon: IconPlaneDeparture }],
    },
  ],
  Hr: [
    dashboard,
    { links: [tasksLink] },
    { title: 'Employee', links: [{ label: 'Employee Directory', page: PAGES.employeeList, icon: IconUsers }] },
  ],
  'Software Engineer': [dashboard, { links: [tasksLink] }, { title: 'System', links: [auditLink] }],
  // The Accounts dashboard is the ledger, so its link is the dashboard's and is lit on the page Accounts lands on.
  Accounts: [
    {
      links: [
        { label: ledgerLabel, page: PAGES.dashboard, icon: IconReportMoney },
        // the money report: expected against received and the claims outstanding
        reportsLink,
        tasksLink,
      ],
    },
    { title: 'Money', links: moneyLinks },
  ],
};
