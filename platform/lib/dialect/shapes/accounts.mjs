/**
 * Media accounts and leaders as the recorded site answers them: both lists are bare arrays as data
 * (platform/test/fixtures/public/searchXyRank.json and regionleaderView.json of jiangbm/XFJ_FZ_API).
 */
import { NotFound } from '../../envelope.mjs';

/**
 * @typedef {{xyID: number, name: string, icon: string, influence: number, rank: number}} DesignedRanked
 * @typedef {{id: number, name: string, post: string, photo: string, intro: string}} DesignedLeader
 */

export function createAccountShapes() {
  return {
    /** xyRank, searchXyRank. @param {{list: DesignedRanked[]}} d */
    ranked: (d) =>
      d.list.map((a) => ({
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
