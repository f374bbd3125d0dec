/**
 * The names a page card shows, for the routes whose page has no picture and a name of its own in
 * the messages; any other route's card shows the site's name alone. Keys of the default locale's
 * messages: a card speaks the language the site's content is written in, whatever a reader's
 * interface language (docs/decisions/0055).
 */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  home: 'meta.homeTitle',
  search: 'search.title',
  timeline: 'pages.hotPoint.indexTitle',
  aboutUs: 'pages.about.title',
  LeaderViewList: 'leader.title',
  figureDetail: 'figure.listTitle',
  xyListShare: 'xyRank.title',
  xyRules: 'xyRank.rulesTitle',
  paper: 'paper.title',
  paperArticle: 'paper.title',
  paperSharePage: 'paper.title',
  downloadClient: 'account.download.title',
  invitedToDownload: 'account.download.invitedTitle',
  circleDetail: 'circle.listTitle',
  reporter: 'reporter.title',
  dynamicDetail: 'reporter.dynamicsTitle',
  xyDetail: 'xy.accountTitle',
  topicDetail: 'qa.topicListTitle',
  seekArticleDetail: 'submission.seekListTitle',
};
