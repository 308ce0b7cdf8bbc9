import { officeToday } from '@studydesk/shared/dates';
import { ErrorCode } from '@studydesk/shared/errors';
import { formatMoney, toMinor } from '@studydesk/shared/money';
import type { Payment, paymentInputSchema, StudentPayments } from '@studydesk/shared/payments';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { studentPayments } from '../../db/schema/money.ts';
import { employees, students } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { officeLocale } from '../settings/office-locale.ts';
import { receiptNumberText } from './money-numbers.ts';

// A student's own payments to the office (issue 18): service fees and deposits with a numbered receipt, and
// refunds; the balance is what was paid less what was refunded, per currency.

type PaymentInput = z.output<typeof paymentInputSchema>;

/**
 * The student of a number (a 404 otherwise), archived or not: a deleted student's payments, balance and receipts
 * stay Accounts' to read; locked until the transaction ends when asked.
 */
async function studentOf(db: Db | Tx, studentId: number, lock = false) {
  const query = db
    .select({
      id: students.id,
      studentId: students.studentId,
      name: students.fullName,
      archived: sql<boolean>`${students.archivedAt} is not null`,
    })
    .from(students)
    .where(eq(students.studentId, studentId));
  const [student] = lock ? await query.for('update') : await query;
  if (!student) throw notFound('The student');
  return student;
}

const paymentColumns = {
  id: studentPayments.id,
  receiptNumber: studentPayments.receiptNumber,
  kind: studentPayments.kind,
  amountMinor: studentPayments.amountMinor,
  currency: studentPayments.currency,
  paidOn: studentPayments.paidOn,
  method: studentPayments.method,
  note: studentPayments.note,
  recordedBy: employees.name,
};

const paymentOf = (row: Omit<Payment, 'receiptNumber'> & { receiptNumber: number }): Payment => ({
  ...row,
  receiptNumber: receiptNumberText(row.receiptNumber),
});

/** Paid less refunded, per currency. */
async function balanceOf(db: Db | Tx, studentUuid: string) {
  return db
    .select({
      currency: studentPayments.currency,
      amountMinor: sql<number>`sum(case when ${studentPayments.kind} = 'refund'
        then -${studentPayments.amountMinor} else ${studentPayments.amountMinor} end)`.mapWith(Number),
    })
    .from(studentPayments)
    .where(eq(studentPayments.studentId, studentUuid))
    .groupBy(studentPayments.currency)
    .orderBy(studentPayments.currency);
}

async function paymentsOf(db: Db | Tx, student: { id: string; studentId: number; name: string }) {
  const [rows, balance] = await Promise.all([
    db
      .select(paymentColumns)
      .from(studentPayments)
      .innerJoin(employees, eq(employees.id, studentPayments.recordedBy))
      .where(eq(studentPayments.studentId, student.id))
      .orderBy(desc(studentPayments.paidOn), desc(studentPayments.receiptNumber)),
    balanceOf(db, student.id),
  ]);
  return {
    student: { studentId: student.studentId, name: student.name },
    payments: rows.map(paymentOf),
    balance,
  } satisfies StudentPayments;
}

export async function listPayments(db: Db, studentId: number) {
  return paymentsOf(db, await studentOf(db, studentId));
}

/**
 * Records a payment or refund. The student's row is locked while its payments are counted, so of two people
 * recording from forms that saw the same payments, one wins and the other gets a 409: nothing is counted twice.
 */
export async function recordPayment(db: Db, studentId: number, input: PaymentInput, actor: Actor) {
  // a receipt dated ahead (a slip of the year) would print that date
  if (input.paidOn > officeToday()) throw invalid({ paidOn: 'The date paid cannot be in the future' });
  return db.transaction(async (tx) => {
    const student = await studentOf(tx, studentId, true);
    if (student.archived) {
      throw new AppError(
        ErrorCode.STUDENT_CLOSED,
        `${student.name} (${student.studentId}) was deleted: restore the student to record a payment or a refund.`,
      );
    }
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(studentPayments)
      .where(eq(studentPayments.studentId, student.id));
    if ((counted?.n ?? 0) !== input.seen) {
      throw new AppError(
        ErrorCode.CHANGED_MEANWHILE,
        'Someone recorded a payment for this student a moment ago; the list is up to date now, check it and try again.',
      );
    }
    const amountMinor = toMinor(input.amount, input.currency);
    if (!amountMinor) throw invalid({ amount: 'Type an amount above 0' });
    if (input.kind === 'refund') {
      const held = (await balanceOf(tx, student.id)).find((b) => b.currency === input.currency)?.amountMinor ?? 0;
      if (amountMinor > held) {
        const { locale } = await officeLocale(tx);
        throw new AppError(
          ErrorCode.REFUND_TOO_LARGE,
          `The refund is more than the student’s balance of ${formatMoney(held, input.currency, locale)}.`,
          { amount: 'More than the balance in this currency' },
        );
      }
    }
    const values = {
      kind: input.kind,
      amountMinor,
      currency: input.currency,
      paidOn: input.paidOn,
      method: input.method,
      note: input.note,
    };
    const [row] = await tx
      .insert(studentPayments)
      .values({ ...values, studentId: student.id, recordedBy: actor.id })
      .returning({ id: studentPayments.id, receiptNumber: studentPayments.receiptNumber });
    if (!row) throw new Error('the payment was not saved');
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'payment',
      recordId: row.id,
      action: 'created',
      after: { studentId: student.studentId, receiptNumber: receiptNumberText(row.receiptNumber), ...values },
    });
    return paymentsOf(tx, student);
  });
}

/** One payment of the student, for its receipt; a payment of another student is a 404. */
export async function paymentForReceipt(db: Db, studentId: number, paymentId: string) {
  const student = await studentOf(db, studentId);
  const [row] = await db
    .select(paymentColumns)
    .from(studentPayments)
    .innerJoin(employees, eq(employees.id, studentPayments.recordedBy))
    .where(and(eq(studentPayments.id, paymentId), eq(studentPayments.studentId, student.id)));
  if (!row) throw notFound('The payment');
  return { student: { studentId: student.studentId, name: student.name }, payment: paymentOf(row) };
}
