import { UNIVERSITY_DOCUMENT_KEYS } from '@studydesk/shared/applications';
import { ErrorCode } from '@studydesk/shared/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { actorOf } from '../../platform/auth/access.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage/driver.ts';
import { receiveForm } from '../../platform/storage/multipart-form.ts';
import { studentRef } from './applications.access.ts';
import { applicationsOfStudent, getApplication, submitUniversityDocuments } from './applications.service.ts';

interface Deps {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  limitBytes: number;
}

/**
 * The six university documents (any of them) and an optional visa team member, from a multipart form, for the
 * application named in the path or in the form. Nothing stays stored when the form is wrong.
 */
export async function receiveUniversityDocuments(
  { db, storage, realtime, limitBytes }: Deps,
  request: FastifyRequest,
  applicationId: string | undefined,
  studentId: number,
) {
  const student = await studentRef(db, studentId);
  const form = await receiveForm(request, storage, `applications/${student.id}`, UNIVERSITY_DOCUMENT_KEYS, limitBytes);
  return form.keep(async () => {
    if (!applicationId && (await applicationsOfStudent(db, student.id)).length === 0) {
      throw new AppError(
        ErrorCode.NO_APPLICATION,
        'Add a university application first: the documents and the visa team belong to an application.',
      );
    }
    const id = applicationId ?? form.fields.applicationId;
    const application = id && z.string().uuid().safeParse(id).success ? await getApplication(db, id) : null;
    if (!application || application.studentId !== student.studentId) {
      throw invalid({ applicationId: 'Choose one of the student’s applications' });
    }
    const visaTeamId = form.fields.visaTeamId || undefined;
    if (visaTeamId && !z.string().uuid().safeParse(visaTeamId).success) {
      throw invalid({ visaTeamId: 'Choose a visa team member' });
    }
    const { application: updated, deliveries } = await submitUniversityDocuments(
      db,
      application,
      student,
      form.files,
      visaTeamId,
      actorOf(request),
    );
    realtime.publish(deliveries);
    return updated;
  });
}
