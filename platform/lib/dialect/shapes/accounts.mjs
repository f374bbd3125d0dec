/**
 * Media accounts and leaders as the recorded site answers them: both lists are bare arrays as data
 * (platform/test/fixtures/public/searchXyRank.json and regionleaderView.json of jiangbm/XFJ_FZ_API).
 */
import { NotFound } from '../../envelope.mjs';

/**
 * @typedef {{xyID: number, name: string, icon: string, influence: number, rank: number, xyStatus?: number, xyForbidden?: number}} DesignedRanked
 * @typedef {{id: number, name: string, post: string, photo: string, intro: string}} DesignedLeader
 */

export function createAccountShapes() {
  return {
    /**
     * xyRank, searchXyRank. The recorded item names no status, so a client cannot leave a closed or
     * forbidden account out: the platform ranks only the open ones (docs/product.md §9's discard rule).
     * @param {{list: DesignedRanked[]}} d
     */
    ranked: (d) =>
      d.list
        .filter((a) => a.xyStatus !== 1 && a.xyStatus !== 4 && a.xyForbidden !== 1)
        .map((a) => ({
          id: a.xyID,
          icon: a.icon,
          topic: a.name,
          influence: a.influence,
          rank: a.rank,
          canHit: 1,
          isFollow: 0,
        })),
    /**
     * regionleaderView: the region's people; a region without any is refused, as the recorded site
     * refuses it (regionleaderView-empty.json).
     * @param {{leaders: DesignedLeader[]}} d
     */
    leaders: (d) => {
      if (d.leaders.length === 0) throw new NotFound('region has no leaders');
      return d.leaders.map((l) => ({
        id: l.id,
        name: l.name,
        url: l.photo,
        duty: l.post,
        description: l.intro,
        columnID: 0,
        groupID: 0,
      }));
    },
  };
}
