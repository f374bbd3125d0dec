/**
 * What the JSON-LD of our pages must carry, per schema.org @type: the properties Google's
 * structured-data documentation (Search Central, rich results) lists as required and as
 * recommended for the feature the type serves, as of this writing. tests/e2e/structuredData.spec.ts
 * reads every page the crawl fetched of every route family and checks every JSON-LD object against
 * it (and expands every block with tests/seo/jsonLdExpansion.ts); the builders' own tests are
 * lib/seo/jsonLd.test.ts and features/comments/commentsJsonLd.test.ts.
 *
 * `a|b` names alternatives: one of them present is enough (a VideoObject's contentUrl or embedUrl).
 * Where Google lists nothing as required (Article, Organization, WebPage) the required list is
 * what this site holds itself to, marked `ours` below: a page with no headline or name says nothing.
 */
export interface TypeRule {
  required: readonly string[];
  recommended: readonly string[];
}

const ARTICLE: TypeRule = {
  // Google: no required property; ours: the headline.
  required: ['headline'],
  recommended: ['author', 'datePublished', 'dateModified', 'image'],
};

export const STRUCTURED_DATA: Readonly<Record<string, TypeRule>> = {
  NewsArticle: ARTICLE,
  Article: ARTICLE,
  /** A live blog's update (liveBlogUpdate). */
  BlogPosting: { required: ['headline'], recommended: ['datePublished', 'articleBody'] },
  LiveBlogPosting: {
    required: ['headline', 'coverageStartTime'],
    recommended: ['coverageEndTime', 'liveBlogUpdate', 'description', 'image', 'datePublished', 'author'],
  },
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'contentUrl|embedUrl', 'duration'],
  },
  /** The publication of a live stream's VideoObject (the LIVE badge): Google requires all three. */
  BroadcastEvent: { required: ['isLiveBroadcast', 'startDate', 'endDate'], recommended: [] },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'image',
      'organizer',
      'offers',
      'performer',
    ],
  },
  /** An Event's location. */
  Place: { required: ['address'], recommended: ['name'] },
  PostalAddress: { required: ['streetAddress|addressLocality'], recommended: ['addressCountry'] },
  VirtualLocation: { required: ['url'], recommended: [] },
  QAPage: { required: ['mainEntity'], recommended: [] },
  Question: {
    required: ['name', 'answerCount', 'acceptedAnswer|suggestedAnswer'],
    recommended: ['text', 'author', 'dateCreated', 'upvoteCount'],
  },
  Answer: { required: ['text', 'author'], recommended: ['dateCreated', 'url', 'upvoteCount'] },
  ProfilePage: { required: ['mainEntity'], recommended: ['dateCreated', 'dateModified'] },
  Person: { required: ['name'], recommended: ['url', 'image', 'description'] },
  // Google: nothing required for an Organization; ours: its name.
  Organization: { required: ['name'], recommended: ['url', 'logo'] },
  NewsMediaOrganization: { required: ['name'], recommended: ['url', 'logo'] },
  // Google documents no feature for a CollectionPage; ours: a name, and what it lists when it lists anything.
  CollectionPage: { required: ['name'], recommended: ['description', 'url', 'mainEntity'] },
  // An empty itemListElement is missing: a list of nothing is not written (docs/decisions/0095).
  ItemList: { required: ['itemListElement'], recommended: [] },
  /**
   * Of an ItemList (Google's carousel: position and url) or of a BreadcrumbList (position, name and
   * item; Google lets the last crumb go without item, ours all carry it).
   */
  ListItem: { required: ['position', 'url|item'], recommended: ['name'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  Comment: { required: ['author', 'datePublished', 'text|image|video'], recommended: ['url', 'upvoteCount'] },
  DiscussionForumPosting: {
    required: ['author', 'datePublished', 'text|image|video'],
    recommended: ['headline', 'url', 'comment', 'dateModified', 'interactionStatistic'],
  },
  /** Home's node of the site itself: Google's site name. */
  WebSite: { required: ['name', 'url'], recommended: ['alternateName'] },
  // Google: nothing required; ours: its name.
  WebPage: { required: ['name'], recommended: ['description', 'url'] },
  ImageObject: { required: ['url|contentUrl'], recommended: [] },
  InteractionCounter: { required: ['interactionType', 'userInteractionCount'], recommended: [] },
};

/**
 * Recommended properties a page may go without, `Type.property` (or `family Type.property` for one
 * route family only), with the reason. A missing recommended property not listed here fails the check.
 */
export const MISSING_RECOMMENDED_ALLOWED: Readonly<Record<string, string>> = {
  'NewsArticle.image': 'an article of text alone has no picture; the share image is the site logo',
  'Article.image': 'an article of text alone has no picture',
  'NewsArticle.datePublished': 'a preview is not published yet',
  'NewsArticle.dateModified': 'the platform sends no modification time; datePublished is repeated when known',
  'BlogPosting.datePublished': 'a report the desk has not timed',
  'LiveBlogPosting.liveBlogUpdate': 'a live with no report yet (a preview, one that has not begun)',
  'LiveBlogPosting.image': 'a live with neither poster nor picture',
  'VideoObject.duration': 'the platform does not know the length of every video (a live stream never has one)',
  'VideoObject.contentUrl|embedUrl': 'a live not begun has nothing to play yet',
  'Event.offers': 'our activities are free and sell no ticket',
  'Event.performer': 'our activities have no performer',
  'Event.image': 'an activity with no picture',
  'Place.name': 'the platform gives an address only',
  'PostalAddress.addressCountry': 'the platform gives the address as one line',
  'Question.upvoteCount': 'the platform counts no votes on questions',
  'Question.author': 'a government Q&A names no asker',
  'Answer.upvoteCount': 'the platform counts no votes on answers',
  'Answer.url': 'an answer has no address of its own',
  'ProfilePage.dateCreated': 'the platform gives no creation time of an account',
  'ProfilePage.dateModified': 'the platform gives no modification time of an account',
  'Person.url': "a name with no page of its own on the site (an article's author with no reporter page, a commenter)",
  'Person.image': 'a reader or an author without an avatar',
  'Person.description': 'a reader or an author without a description',
  'Organization.url': 'a department or an account named without a page of its own',
  'Organization.logo': 'a department or an account named without a logo',
  'NewsMediaOrganization.logo': 'no logo configured',
  'CollectionPage.description': 'a list has no description beyond its title',
  'CollectionPage.mainEntity': 'a list of nothing with an address (an empty region, a column of services or links)',
  'ListItem.name': 'a crumb is named, a list item at times by its address only',
  'Comment.upvoteCount': 'a comment nobody liked',
  'DiscussionForumPosting.headline': 'a circle post is text with no title',
  'DiscussionForumPosting.dateModified': 'the platform gives no modification time of a post',
  'DiscussionForumPosting.interactionStatistic': 'the platform sends no count for this post',
  'DiscussionForumPosting.comment':
    "its comments are Comment nodes naming it as their parentItem, in the comment section's own block",
  'WebPage.description': 'a page of a form or a status',
  'WebSite.alternateName': 'the platform gives the site one name (appName)',
};

/**
 * Route families whose pages carry no JSON-LD, with the reason. Any other family's page must carry
 * at least one JSON-LD object.
 */
export const WITHOUT_JSON_LD: Readonly<Record<string, string>> = {
  writeOff: "a registrant's voucher, private (unlisted, not indexed)",
  activityApply: 'a form of a signed-in reader, private',
  activityVote: 'a signed-in reader voting, private',
  activityVoteWeb: 'a signed-in reader voting, private',
  voteItemDetail: 'a signed-in reader voting, private',
  registrationDetail: "a reader's own registration, private",
  getUserInfo: "a reader's own page, private",
  invite: "a reader's own page, private",
  shareinvite: "a reader's own page, private",
  integralShop: "a reader's own page, private",
  tipoffDetail: "a reader's own page, private",
  inputArticleDetail: "a reader's own page, private",
  signupdetail: "a reader's own page, private",
  login: 'the sign-in form: not indexed',
  index: 'redirects to home',
  liteDetail:
    "the lite edition of an article, plain HTML whose canonical is the article's own page, which carries the JSON-LD",
};

/**
 * Types the JSON-LD of a family's page must hold somewhere (its main entity, or one inside it): what
 * the page is to a search engine. Families not named here are held to the table's checks only.
 */
export const TYPES_OF_FAMILY: Readonly<Record<string, readonly string[]>> = {
  home: ['CollectionPage', 'ItemList', 'WebSite'],
  newsDetail: ['NewsArticle'],
  imageDetail: ['NewsArticle'],
  videoDetail: ['NewsArticle', 'VideoObject'],
  linkDetail: ['NewsArticle'],
  paperArticle: ['NewsArticle'],
  liveDetail: ['LiveBlogPosting', 'BroadcastEvent'],
  // The family's page reached first from home may be either template: each is also fetched by its address.
  'activityDetail (the activities)': ['CollectionPage', 'ItemList'],
  'activityDetail (an activity)': ['Event'],
  minVideoDetail: ['VideoObject'],
  minVideoList: ['CollectionPage', 'ItemList'],
  reporter: ['ProfilePage', 'Person'],
  'qaDetail (a question)': ['QAPage', 'Question'],
  askDetail: ['QAPage', 'Question'],
  circleDetail: ['CollectionPage'],
  noticeDetail: ['WebPage'],
  postDetail: ['DiscussionForumPosting'],
};
