import type { FormField } from '@/features/activities/activity.types';

// What the application form checks before it sends (the platform checks again, and decides):
// required fields, and the shape of phone numbers, id numbers and dates.

export type FieldProblem = 'required' | 'phone' | 'idcard' | 'date';

const PHONE = /^1\d{10}$/;
const ID_CARD = /^\d{17}[\dXx]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function fieldProblem(field: FormField, raw: string | undefined): FieldProblem | null {
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? 'required' : null;
  if (field.kind === 'phone' && !PHONE.test(value)) return 'phone';
  if (field.kind === 'idcard' && !ID_CARD.test(value)) return 'idcard';
  if (field.kind === 'date' && !DATE.test(value)) return 'date';
  return null;
}

/** Every field's problem, by key; empty when the form may be sent. */
export function formProblems(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.key]);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/** The answers to send: trimmed, empty ones left out. */
export function answersOf(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (value !== '') answers[field.key] = value;
  }
  return answers;
}
