import { MAX_TOPIC_PAGE, topicPageNumber, topicPagePath } from './topicPaging';

describe('topicDetail ?page=', () => {
  it('reads none as the first page and whole numbers from 1 as themselves', () => {
    expect(topicPageNumber(null)).toBe(1);
    expect(topicPageNumber('1')).toBe(1);
    expect(topicPageNumber('7')).toBe(7);
    expect(topicPageNumber(String(MAX_TOPIC_PAGE))).toBe(MAX_TOPIC_PAGE);
  });

  it('refuses anything else rather than guess', () => {
    for (const raw of ['', '0', '-1', '01', '1.5', 'abc', '2x', String(MAX_TOPIC_PAGE + 1), '99999', ' 2'])
      expect(topicPageNumber(raw)).toBeNull();
  });

  it('gives the first page its plain address', () => {
    expect(topicPagePath(3, 1)).toBe('/topicDetail/3.html');
    expect(topicPagePath(3, 2)).toBe('/topicDetail/3.html?page=2');
  });
});
