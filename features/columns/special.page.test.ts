import { specialCandidates } from './special.page';

describe('specialCandidates', () => {
  it('tries the last segment first, then the first, each once', () => {
    expect(specialCandidates({ linkId: 1007, id: 35 })).toEqual([35, 1007]);
    expect(specialCandidates({ linkId: 35, id: 35 })).toEqual([35]);
    expect(specialCandidates({ id: 36 })).toEqual([36]);
  });
});
