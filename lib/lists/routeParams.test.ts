import { routeIds, specialCandidates } from './routeParams';

describe('routeIds', () => {
  it('reads positive ids', () => {
    expect(routeIds(['2', '14'], 2)).toEqual([2, 14]);
    expect(routeIds(undefined, 1)).toEqual([]);
  });

  it('is null for malformed paths', () => {
    expect(routeIds(['abc'], 2)).toBeNull();
    expect(routeIds(['0'], 2)).toBeNull();
    expect(routeIds(['1', '2', '3'], 2)).toBeNull();
    expect(routeIds(['-3'], 2)).toBeNull();
    expect(routeIds(['1e3'], 2)).toBeNull();
  });
});

describe('specialCandidates', () => {
  it('tries the last segment first, then the first, each once', () => {
    expect(specialCandidates([1007, 35])).toEqual([35, 1007]);
    expect(specialCandidates([35, 35])).toEqual([35]);
    expect(specialCandidates([36])).toEqual([36]);
  });
});
