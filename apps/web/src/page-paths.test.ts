import { ROLES } from '@studydesk/shared/role-names';
import { describe, expect, it } from 'vitest';
import { AREA_PAGES } from './area-pages.ts';
import { areaPath, PAGES, PUBLIC_PAGES, type StaticAreaPage, searchString } from './page-paths.ts';
import { AREA_NAV } from './shell/area-nav.ts';

describe('page paths', () => {
  it('build the addresses the pages have always had', () => {
    expect(PAGES.studentDetails.path('Counselor', { studentId: 10023, counselorId: 'D-003' })).toBe(
      '/counselor/student-details/10023/D-003',
    );
    expect(PAGES.dashboard.path('Admin Office Visa Section')).toBe('/visa-process/dashboard');
    expect(PAGES.myDay.path('receptionist')).toBe('/receptionist/my-day');
    expect(PAGES.employeeDetail.path('Hr', { id: '65f0c0ffee' })).toBe('/hr/employee/65f0c0ffee');
    expect(PAGES.settings.path('Software Engineer')).toBe('/engineer/settings');
    expect(
      PAGES.appliedUniversity.path('admin Officer', { studentId: 12345, counselorId: 'D-003', applicantId: 'D-010' }),
    ).toBe('/admin-officer/update-application-status/12345/D-003/D-010');
    expect(PAGES.websiteLeadDetails.path('Super Admin', { studentId: 'abc' })).toBe(
      '/super-admin/web-student-details/abc',
    );
    expect(areaPath('Super Admin')).toBe('/super-admin');
    expect(PAGES.import.path('Super Admin', {}, { import: 'abc' })).toBe('/super-admin/import?import=abc');
  });

  it('leave an absent optional parameter out and fill a given one', () => {
    const visa = 'Admin Office Visa Section';
    expect(PAGES.studentDetailsWithApplicant.path(visa, { studentId: 1, counselorId: 'D-003' })).toBe(
      '/visa-process/student-details/1/D-003',
    );
    expect(
      PAGES.studentDetailsWithApplicant.path(visa, { studentId: 1, counselorId: 'D-003', applicantId: 'D-9' }),
    ).toBe('/visa-process/student-details/1/D-003/D-9');
  });

  it('encode each parameter, so a slash or a space stays inside its segment', () => {
    expect(PAGES.studentDetails.path('Super Admin', { studentId: 12345, counselorId: 'D 3' })).toBe(
      '/super-admin/student-details/12345/D%203',
    );
    expect(PAGES.studentDocuments.path('Counselor', { studentId: 'a/b', counselorId: 'x?y#z' })).toBe(
      '/counselor/student-documents/a%2Fb/x%3Fy%23z',
    );
    expect(PUBLIC_PAGES.fileUpload.path({ studentId: 12345, counselorId: 'D/3' })).toBe('/file-upload/12345/D%2F3');
  });

  it('add a query string with only the filled values', () => {
    expect(PAGES.auditTrail.path('Super Admin', {}, { recordType: 'student', recordId: 10023, actor: undefined })).toBe(
      '/super-admin/audit-trail?recordType=student&recordId=10023',
    );
    expect(PAGES.auditTrail.path('Super Admin', {}, new URLSearchParams())).toBe('/super-admin/audit-trail');
    expect(searchString({ fullName: 'a&b', status: '' })).toBe('?fullName=a%26b');
    expect(searchString(undefined)).toBe('');
  });

  it('build the public pages from the root', () => {
    expect(PUBLIC_PAGES.home.path()).toBe('/');
    expect(PUBLIC_PAGES.login.path()).toBe('/login');
    expect(PUBLIC_PAGES.homepage.path()).toBe('/homepage');
    expect(PUBLIC_PAGES.fileUpload.pattern).toBe('file-upload/:studentId/:counselorId');
  });

  it('refuse a missing or misspelled parameter, in the types and at run time', () => {
    // @ts-expect-error counselorId is missing
    expect(() => PAGES.studentDetails.path('Counselor', { studentId: 1 })).toThrow(/counselorId/);
    // @ts-expect-error studentid is not a parameter of the page
    expect(() => PAGES.studentDetails.path('Counselor', { studentid: 1, counselorId: 'D-3' })).toThrow(/studentId/);
    // @ts-expect-error the page takes parameters
    expect(() => PAGES.employeeDetail.path('Hr')).toThrow(/id/);
    // @ts-expect-error the sidebar links only to pages without parameters
    const withParams: StaticAreaPage = PAGES.employeeDetail;
    expect(withParams.pattern).toBe('employee/:id');
  });

  it('are the ones the route table and the sidebar use', () => {
    const patterns = new Set<string>(Object.values(PAGES).map((p) => p.pattern));
    for (const role of ROLES) {
      for (const { path } of AREA_PAGES[role]) expect(patterns, `${role}: ${path}`).toContain(path);
      for (const { links } of AREA_NAV[role]) {
        for (const link of links) expect(patterns, `${role}: ${link.page.pattern}`).toContain(link.page.pattern);
      }
    }
  });
});
