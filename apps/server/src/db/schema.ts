import { ROLES } from '@studydesk/shared/roles';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    familyPhone: text('family_phone'),
    address: text('address'),
    previousExperience: text('previous_experience'),
    salary: text('salary'),
    profilePic: text('profile_pic'),
    active: boolean('active').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_employee_id_key').on(t.employeeId),
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`),
  ],
);

/** One row per role an employee holds; the pair is unique by constraint (ARCHITECTURE.md convention 7). */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('employee_roles_employee_role_key').on(t.employeeId, t.role)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId)],
);

export type EmployeeRow = typeof employees.$inferSelect;
