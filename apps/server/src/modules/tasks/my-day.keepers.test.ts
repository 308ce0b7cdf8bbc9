// What My Day gathers for an employee, and on whose My Day each item lands: the keeper of the student's file, as the
// file moves from desk to desk.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { tasks } from '../../db/schema/follow-ups.ts';
import { documents, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import { inMinutes, tasksTestApp } from './tasks.fixtures.ts';

const { app, db, admin, receptionist, otherCounselor, hr, call } = await tasksTestApp();

describe('my day', () => {
  it('gathers what is overdue, due soon, newly theirs, stalled and unopened, and nothing of others', async () => {
    const mine = await makeEmployee(db, ['Counselor']);
    const fresh = await registerStudent(app, receptionist.cookie, studentInput(mine.id));
    const quiet = await registerStudent(app, receptionist.cookie, studentInput(mine.id));
    await db.execute(sql`update student_events set at = now() - interval '10 days' where student_id = ${quiet._id}`);
    await db.execute(sql`update students set created_at = now() - interval '10 days' where id = ${quiet._id}`);
    await db.insert(tasks).values([
      { title: 'Late call', dueAt: new Date(Date.now() - 3600_000), assigneeId: mine.id, creatorId: hr.id },
      { title: 'Later this week', dueAt: new Date(Date.now() + 3 * 86_400_000), assigneeId: mine.id, creatorId: hr.id },
    ]);
    await call('PUT', `/student/${fresh.studentId}/next-action`, mine, {
      dueAt: inMinutes(4 * 24 * 60),
      note: 'Ask for the bank statement',
    });
    const link = (await call('POST', `/student/${fresh.studentId}/upload-link`, mine)).json().data.url as string;
    const upload = await app.inject({
      method: 'POST',
      url: link.replace(/^\/file-upload\/(\d+)\/[^?]+\?t=/, '/api/v1/public/upload/$1?t='),
      payload: multipart({ documentName: 'passport' }, { name: 'passport.pdf', content: PDF }),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const day = (await call('GET', '/my-day', mine)).json().data;
    expect(day.overdue.map((i: { title: string }) => i.title)).toEqual(['Late call']);
    expect(day.upcoming.map((i: { title: string }) => i.title)).toEqual([
      'Later this week',
      'Ask for the bank statement',
    ]);
    expect(day.upcoming[1]).toMatchObject({ kind: 'next-action', student: { studentId: fresh.studentId } });
    // the quiet one came ten days ago: before the week a first visit looks back on
    expect(day.newAssignments.map((s: { studentId: number }) => s.studentId)).toEqual([fresh.studentId]);
    expect(day.stalled).toEqual([expect.objectContaining({ studentId: quiet.studentId, daysInStage: 10 })]);
    expect(day.documentsToReview).toEqual([
      expect.objectContaining({ slot: 'passport', student: expect.objectContaining({ studentId: fresh.studentId }) }),
    ]);
    expect(day.team).toEqual([]);

    // opened once by anyone in the office, acknowledged, and nothing of it shows to another counselor
    expect(
      (await app.inject({ method: 'GET', url: day.documentsToReview[0].url, headers: { cookie: mine.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', '/my-day/seen', mine)).statusCode).toBe(200);
    const after = (await call('GET', '/my-day', mine)).json().data;
    expect(after.documentsToReview).toEqual([]);
    expect(after.newAssignments).toEqual([]);
    const others = (await call('GET', '/my-day', otherCounselor)).json().data;
    expect(JSON.stringify(others)).not.toContain(fresh.fullName);

    const team = async () =>
      (await call('GET', '/my-day', admin))
        .json()
        .data.team.find((t: { employee: { _id: string } }) => t.employee._id === mine.id);
    expect(await team()).toEqual({
      employee: { _id: mine.id, name: mine.name, employee_id: mine.employeeId },
      overdue: 1,
      stalled: 1,
    });
    // The next step past due counts; once its student is archived, or successful, it does not.
    await db.execute(sql`update next_actions set due_at = now() - interval '1 hour' where student_id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 2, stalled: 1 });
    await db.execute(sql`update students set archived_at = now() where id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 1, stalled: 1 });
    await db.execute(sql`update students set archived_at = null, status = 'success' where id = ${fresh._id}`);
    expect(await team()).toMatchObject({ overdue: 1, stalled: 1 });
  });
});

describe('who keeps a next step', () => {
  it('follows the file: a new counselor, the admin Officer in application processing, the visa member after', async () => {
    const first = await makeEmployee(db, ['Counselor']);
    const second = await makeEmployee(db, ['Counselor']);
    const officer = await makeEmployee(db, ['admin Officer']);
    const visa = await makeEmployee(db, ['Admin Office Visa Section']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(first.id));
    await call('PUT', `/student/${student.studentId}/next-action`, first, { dueAt: inMinutes(60), note: 'Kept step' });
    // Quiet for 40 days: stalled in every status, so its keeper also sees it among the stalled students.
    await db
      .update(students)
      .set({ lastActivityAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(students.id, student._id));
    // An upload through the link nobody opened yet waits for the same keeper (documents.keeper_id, migration 0048).
    await db.insert(documents).values({
      ownerId: student._id,
      slot: 'passport',
      storageKey: `students/${student._id}/kept.pdf`,
      fileName: 'kept.pdf',
      contentType: 'application/pdf',
      size: 9,
      uploadedVia: 'public-link',
    });
    const keeper = async () => {
      const holders = [];
      const stalledAt = [];
      const reviewers = [];
      for (const who of [first, second, officer, visa]) {
        const day = (await call('GET', '/my-day', who)).json().data;
        const items = [...day.overdue, ...day.dueToday, ...day.upcoming];
        if (items.some((i: { title: string }) => i.title === 'Kept step')) holders.push(who.name);
        if (day.stalled.some((s: { studentId: number }) => s.studentId === student.studentId)) stalledAt.push(who.name);
        const uploads = day.documentsToReview.filter(
          (d: { student: { studentId: number } }) => d.student.studentId === student.studentId,
        );
        if (uploads.length) reviewers.push(who.name);
      }
      expect(stalledAt).toEqual(holders);
      expect(reviewers).toEqual(holders);
      return holders;
    };
    expect(await keeper()).toEqual([first.name]);
    await db.update(students).set({ counselorId: second.id }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([second.name]);
    await db.insert(studentApplicants).values({ studentId: student._id, applicantId: officer.id });
    expect(await keeper()).toEqual([second.name]); // still follow-up: the counselor's
    await db.update(students).set({ status: 'application-processing' }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([officer.name]);
    const [application] = await db
      .insert(universityApplications)
      .values({
        studentId: student._id,
        applicantId: officer.id,
        universityName: 'Keele',
        subject: 'Law',
        country: 'UK',
        intake: 'September',
      })
      .returning();
    await db.update(students).set({ status: 'visa-processing' }).where(eq(students.id, student._id));
    expect(await keeper()).toEqual([officer.name]); // not handed on yet
    await db
      .update(universityApplications)
      .set({ visaTeamId: visa.id })
      .where(eq(universityApplications.id, application?.id ?? ''));
    expect(await keeper()).toEqual([visa.name]);
    await db.delete(universityApplications).where(eq(universityApplications.id, application?.id ?? ''));
    expect(await keeper()).toEqual([officer.name]);
  });
});

describe('unopened link uploads', () => {
  it('wait for the keeper of the student who owns them, also once moved to another student as a merge does', async () => {
    const a = await makeEmployee(db, ['Counselor']);
    const b = await makeEmployee(db, ['Counselor']);
    const ofA = await registerStudent(app, receptionist.cookie, studentInput(a.id));
    const ofB = await registerStudent(app, receptionist.cookie, studentInput(b.id));
    const file = (slot: string, uploadedVia: string) => ({
      ownerId: ofA._id,
      slot,
      storageKey: `students/${ofA._id}/${slot}.pdf`,
      fileName: `${slot}.pdf`,
      contentType: 'application/pdf',
      size: 9,
      uploadedVia,
    });
    await db.insert(documents).values([file('passport', 'public-link'), file('cv', 'staff')]);
    const waiting = async (who: TestEmployee) =>
      (await call('GET', '/my-day', who))
        .json()
        .data.documentsToReview.map((d: { slot: string; student: { studentId: number } }) => [
          d.slot,
          d.student.studentId,
        ]);
    expect(await waiting(a)).toEqual([['passport', ofA.studentId]]);
    expect(await waiting(b)).toEqual([]);

    await db.execute(sql`update documents set owner_id = ${ofB._id} where owner_id = ${ofA._id}`);
    expect(await waiting(a)).toEqual([]);
    expect(await waiting(b)).toEqual([['passport', ofB.studentId]]);

    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, ofB._id));
    expect(await waiting(b)).toEqual([]);
  });
});
