import { MERGE_FIELDS } from '@studydesk/shared/merge';
import type { Student } from '@studydesk/shared/students';

/** A field's value as the comparison shows it ('' when empty). */
export const fieldValue = (student: Student, field: string): string => {
  const value = (student as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The fields where the two students differ, in the form's order: only these need a choice. */
export function differingFields(keep: Student, other: Student): string[] {
  return MERGE_FIELDS.filter((field) => fieldValue(keep, field) !== fieldValue(other, field));
}

/**
 * The fields to take from the other student: those chosen, and by default those the kept student leaves empty
 * (nothing is lost by filling a blank).
 */
export function defaultTakes(keep: Student, other: Student): string[] {
  return differingFields(keep, other).filter((field) => !fieldValue(keep, field) && fieldValue(other, field));
}
