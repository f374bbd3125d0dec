import { articleSummary } from '@/tests/support/builders';
import { RECOMMENDED_SHOWN, withoutShown } from './recommended';

const article = (id: number) => articleSummary({ id });

describe('recommended reading beside an article', () => {
  it('leaves out the article and its related reading, keeps the platform order, and shows at most four', () => {
    const recommended = [1, 2, 3, 4, 5, 6, 7, 8].map(article);
    expect(withoutShown(recommended, [3, 1, 9]).map((a) => a.id)).toEqual([2, 4, 5, 6]);
    expect(withoutShown(recommended, []).length).toBe(RECOMMENDED_SHOWN);
    expect(withoutShown([article(5)], [5])).toEqual([]);
  });
});
