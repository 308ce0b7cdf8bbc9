import { useParams } from 'react-router';
import { useAreaSession } from '../../shell/area-session.ts';
import { useStudent } from '../students/queries.ts';
import { useUniversities } from './queries.ts';

/**
 * The case an application page is about, from its address (SPEC.md 2.10, 2.11: studentId, counselorId,
 * applicantId): the student, its applications, and whether the user may write them (the server lets the Super Admin
 * and the officer named in the address write, applications API 5, 6).
 */
export function useApplicationCase() {
  const { user } = useAreaSession();
  const params = useParams();
  const studentId = Number(params.studentId);
  const counselorId = params.counselorId ?? '';
  const applicantId = params.applicantId ?? '';
  const validId = Number.isInteger(studentId) && studentId > 0;
  const student = useStudent(validId ? studentId : 0);
  const universities = useUniversities(studentId, counselorId, validId);
  const canEdit = user.role === 'Super Admin' || (user.role === 'admin Officer' && user.employee_id === applicantId);
  return { user, studentId, counselorId, applicantId, validId, student, universities, canEdit };
}
