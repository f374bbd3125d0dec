/**
 * The influence ranking's rules (xyRankRules): what the editors publish beside the
 * ranking of media accounts. Demo content, written as a regional platform would write it.
 */
export const RANK_RULES = {
  title: '媒体号影响力榜单规则',
  intro: '影响力榜单每日更新一次，综合评价入驻媒体号的传播力、引导力和公信力，旨在鼓励各单位持续生产优质原创内容。',
  list: [
    {
      title: '一、参评范围',
      content:
        '已通过审核、状态正常的入驻媒体号均参与排名。审核中、已注销或因违规被停用的账号不参与排名，也不在榜单中展示。',
    },
    {
      title: '二、评价指标',
      content:
        '影响力指数由发稿量（20%）、原创稿件占比（20%）、阅读量（25%）、互动量（评论、点赞、转发，20%）和关注人数增长（15%）加权计算。',
    },
    { title: '三、统计周期', content: '以最近30天的数据为准，每日凌晨2点更新前一日数据。同分时按关注人数排序。' },
    {
      title: '四、扣分情形',
      content:
        '转载不注明出处、标题党、发布不实信息或被读者有效举报的稿件，将按情节扣减影响力指数；情节严重的，停用账号并移出榜单。',
    },
    { title: '五、榜单展示', content: '客户端展示影响力前20名的媒体号。月度前三名将在平台首页推荐位展示一周。' },
    {
      title: '六、其他',
      content: '本规则由平台编辑部负责解释。对排名有异议的，可在工作日通过12345政务服务热线或平台“意见反馈”提出。',
    },
  ],
  updateTime: '2026-11-01 09:00:00',
};
