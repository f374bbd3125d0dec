import type { FormField } from '@/features/activities/activity.types';
import { answersOf, fieldProblem, formProblems } from './fieldRules';

const field = (kind: FormField['kind'], required = true): FormField => ({
  key: kind,
  label: kind,
  kind,
  required,
  unique: false,
  options: [],
});

describe('fieldProblem', () => {
  it('asks for required fields only', () => {
    expect(fieldProblem(field('text'), '  ')).toBe('required');
    expect(fieldProblem(field('text', false), '')).toBeNull();
  });
  it('checks phone numbers, id numbers and dates', () => {
    expect(fieldProblem(field('phone'), '1381234567')).toBe('phone');
    expect(fieldProblem(field('phone'), '13812345678')).toBeNull();
    expect(fieldProblem(field('idcard'), '54010219900101123')).toBe('idcard');
    expect(fieldProblem(field('idcard'), '54010219900101123X')).toBeNull();
    expect(fieldProblem(field('date'), '7/12/2026')).toBe('date');
    expect(fieldProblem(field('date'), '2026-12-07')).toBeNull();
  });
});

describe('formProblems and answersOf', () => {
  const fields = [field('text'), field('phone'), field('idcard', false)];
  it('names each field with a problem', () => {
    expect(formProblems(fields, { text: '卓玛', phone: '123' })).toEqual({ phone: 'phone' });
  });
  it('sends trimmed answers and leaves empty ones out', () => {
    expect(answersOf(fields, { text: ' 卓玛 ', phone: '13812345678', idcard: '' })).toEqual({
      text: '卓玛',
      phone: '13812345678',
    });
  });
});
