/**
 * The recorded answers' check (tests/support/recordedAnswers.ts), which the e2e suite runs over every
 * answer its pages asked: a refusal the dialect reads in the platform's own words is not a misfit and
 * does not stop the check; an answer that fits nothing is named.
 */
import { checkRecordedAnswers } from '../support/recordedAnswers';

const line = (data: unknown, call = 'delMyDiscuss') => JSON.stringify({ service: 'app_if', call, status: 0, data });

it("reads delMyDiscuss's inner refusal as the platform's refusal, and goes on to the next answer", () => {
  const result = checkRecordedAnswers(
    [line({ status: 1, message: '只能删除自己的评论' }), line({ status: 0, message: 'ok' })].join('\n'),
  );
  expect(result.misfits).toEqual([]);
  expect(result.checked.get('app_if/delMyDiscuss')).toBe(2);
});

it('names an answer that fits no reading', () => {
  const result = checkRecordedAnswers(line(42, 'getArticleContent'));
  expect(result.misfits).toHaveLength(1);
  expect(result.misfits[0]).toMatch(/^app_if\/getArticleContent: /);
});
