import type { Role } from '@studydesk/shared/role-names';
import {
  IconBuildingBank,
  IconCalendarEvent,
  IconClipboardList,
  IconCoins,
  IconFileCertificate,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconPlaneDeparture,
  IconRecycle,
  IconSunrise,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavLinkItem {
  label: string;
  /** Relative to the area, e.g. `student/student-list`. */
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

export interface NavSection {
  /** Sections without a title are shown first, ungrouped (Dashboard). */
  title?: string;
  links: NavLinkItem[];
}

const dashboard: NavSection = { links: [{ label: 'Dashboard', to: 'dashboard', icon: IconLayoutDashboard }] };
const auditLink: NavLinkItem = { label: 'Audit Trail', to: 'audit-trail', icon: IconHistory };
/** The first entry of every desk (issue 15): what needs the user today. */
const myDay: NavSection = { links: [{ label: 'My Day', to: 'my-day', icon: IconSunrise }] };

/** The sidebar of each area: SPEC.md 2.4 for the Super Admin, and the pages of 2.2 for the others. */
export const AREA_NAV: Record<Role, NavSection[]> = {
  'Super Admin': [
    myDay,
    dashboard,
    {
      title: 'Employee',
      links: [
        { label: 'Employee List', to: 'employee/employee-list', icon: IconUsers },
        { label: 'Create Employee', to: 'employee/create-employee', icon: IconUserPlus },
      ],
    },
    {
      title: 'Student',
      links: [
        { label: 'Create Student', to: 'student/create-student', icon: IconUserPlus },
        { label: 'Student List', to: 'student/student-list', icon: IconListDetails },
        { label: 'Students Arrived', to: 'student/arrived', icon: IconCalendarEvent },
      ],
    },
    {
      title: 'Commission',
      links: [
        { label: 'B2B Commission List', to: 'b2b/commission-list', icon: IconCoins },
        { label: 'ReCycle Students', to: 'recycle/student-list', icon: IconRecycle },
      ],
    },
    {
      title: 'WebSite',
      links: [
        { label: 'Website-Leads', to: 'web-students', icon: IconWorld },
        { label: 'University Filter', to: 'universities', icon: IconBuildingBank },
      ],
    },
    { title: 'System', links: [auditLink] },
  ],
  receptionist: [
    myDay,
    dashboard,
    {
      title: 'Student',
      links: [
        { label: 'Create Student', to: 'student/create-student', icon: IconUserPlus },
        { label: 'Student List', to: 'student/student-list', icon: IconListDetails },
      ],
    },
  ],
  Counselor: [
    myDay,
    dashboard,
    {
      title: 'Students',
      links: [
        { label: 'Follow Up', to: 'dashboard/follow-up', icon: IconClipboardList },
        { label: 'Enrolled Students', to: 'dashboard/enrolled', icon: IconUserCheck },
        { label: 'Website-Leads', to: 'web-students', icon: IconWorld },
        { label: 'Abroad Section', to: 'abroad-section', icon: IconPlaneDeparture },
      ],
    },
  ],
  'admin Officer': [
    myDay,
    dashboard,
    {
      title: 'Students',
      links: [
        { label: 'Application Processing', to: 'dashboard/application-processing', icon: IconFileCertificate },
        { label: 'Visa Processing', to: 'dashboard/visa-processing', icon: IconPlaneDeparture },
      ],
    },
  ],
  'Admin Office Visa Section': [
    myDay,
    dashboard,
    {
      title: 'Students',
      links: [{ label: 'Visa Processing', to: 'dashboard/visa-processing', icon: IconPlaneDeparture }],
    },
  ],
  Hr: [
    dashboard,
    { title: 'Employee', links: [{ label: 'Employee Directory', to: 'employee/employee-list', icon: IconUsers }] },
  ],
  'Software Engineer': [dashboard, { title: 'System', links: [auditLink] }],
};
