import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '../../page-paths.ts';
import { absoluteLink, copyText, formatFileSize, guessSlot, refusalOf, zipName } from './documents-format.ts';

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

describe('refusalOf', () => {
  const MB = 1024 * 1024;
  it('says what the server would, before sending', () => {
    expect(refusalOf({ name: 'holiday.zip', size: 21 * MB }, 20)?.message).toBe(
      'This file is not a document we accept: use PDF, JPEG, PNG, WebP, DOC or DOCX.',
    );
    expect(refusalOf({ name: 'scan.PDF', size: 21 * MB }, 20)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 20 MB.',
    });
    expect(refusalOf({ name: 'scan.pdf', size: 20 * MB }, 20)).toBeNull();
    expect(refusalOf({ name: 'scan.pdf', size: 21 * MB }, undefined)).toBeNull();
    expect(refusalOf({ name: 'no-extension', size: 10 }, 20)).not.toBeNull();
  });
});

describe('guessSlot', () => {
  it('finds the one slot whose label is in the file name, or none', () => {
    expect(guessSlot('Passport scan.pdf')).toBe('passport');
    expect(guessSlot('HSC_transcript-2019.pdf')).toBe('hscTranscript');
    expect(guessSlot("hon's certificate.jpg")).toBe('honsCertificate');
    expect(guessSlot('my cv.docx')).toBe('cv');
    expect(guessSlot('bank_solvency.pdf')).toBe('bankSolvency');
    expect(guessSlot('scan001.pdf')).toBeNull();
    expect(guessSlot('hsc.pdf')).toBeNull();
  });
});
