import { leaderBoardHref } from './paths';

describe('leaderBoardHref', () => {
  it('addresses a region, a leader and a later page', () => {
    expect(leaderBoardHref(3, 7, 2)).toBe('/LeaderViewList.html?regionId=3&leaderId=7&page=2');
  });

  it('leaves out a region the platform does not name (0) and the first page, so the address opens', () => {
    expect(leaderBoardHref(0, 2, 0)).toBe('/LeaderViewList.html?leaderId=2');
  });
});
