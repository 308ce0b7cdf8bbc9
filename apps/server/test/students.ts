import type { CreateStudentInput } from '@studydesk/shared/students';
import type { FastifyInstance } from 'fastify';

let n = 0;

/** A valid Create Student body; `overrides` replace fields. */
export function studentInput(counselorId: string, overrides: Partial<CreateStudentInput> = {}): CreateStudentInput {
  n += 1;
  return {
    fullName: `Student ${n} ${Math.random().toString(36).slice(2, 7)}`,
    email: `student${n}@example.com`,
    phoneNumber: `+880 1711 ${String(100000 + n)}`,
    counselor: counselorId,
    city: 'Dhaka',
    street: 'Road 12',
    englishProficiency: 'ielts',
    overall: '7.0',
    ...overrides,
  };
}

export async function registerStudent(app: FastifyInstance, cookie: string, body: CreateStudentInput) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/receptionist/add-student',
    headers: { cookie },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { _id: string; studentId: number; fullName: string };
}
