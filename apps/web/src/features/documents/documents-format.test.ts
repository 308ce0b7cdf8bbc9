import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import { absoluteLink, copyText, firstName, formatFileSize, orderedSlots, zipName } from './documents-format.ts';

describe('formatFileSize', () => {
  it('reads like a person would say it', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('absoluteLink', () => {
  it('puts the server path on this site', () => {
    expect(absoluteLink('https://desk.example.com', '/file-upload/12345/D-003?t=abc')).toBe(
      'https://desk.example.com/file-upload/12345/D-003?t=abc',
    );
    expect(absoluteLink('http://localhost:3051/', 'file-upload/1/2?t=x')).toBe(
      'http://localhost:3051/file-upload/1/2?t=x',
    );
  });
  it('leaves a whole address alone', () => {
    expect(absoluteLink('http://a', 'https://b/file-upload/1/2')).toBe('https://b/file-upload/1/2');
  });
});

describe('small helpers', () => {
  it('greets by the first name', () => {
    expect(firstName('  Rahim   Uddin ')).toBe('Rahim');
    expect(firstName('')).toBe('');
  });
  it('keeps the slots in the screen order', () => {
    expect(orderedSlots(['passport', 'sscCertificate', 'cv'])).toEqual(['sscCertificate', 'cv', 'passport']);
  });
  it('builds the back link and the zip name', () => {
    expect(PAGES.studentDetails.path('Counselor', { studentId: 12345, counselorId: 'D-003' })).toBe(
      '/counselor/student-details/12345/D-003',
    );
    expect(PAGES.studentDetails.path('Super Admin', { studentId: 12345, counselorId: 'D 3' })).toBe(
      '/super-admin/student-details/12345/D%203',
    );
    expect(zipName(12345)).toBe('documents_of_student - 12345.zip');
  });
});

describe('copyText', () => {
  it('tells the three outcomes of SPEC.md 8 apart', async () => {
    expect(await copyText('x', undefined)).toBe('unavailable');
    expect(await copyText('x', { writeText: vi.fn().mockResolvedValue(undefined) })).toBe('copied');
    expect(await copyText('x', { writeText: vi.fn().mockRejectedValue(new Error('denied')) })).toBe('failed');
  });
});
