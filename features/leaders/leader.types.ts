/** A region of the leaders' message board. */
export interface Region {
  id: number;
  name: string;
}

/** A region's leader: who, their post, and how many readers' messages they answered. */
export interface Leader {
  id: number;
  name: string;
  post: string;
  photo: string;
  intro: string;
  answeredCount: number;
}

/** A message a reader left a leader: pending (only its author sees it) until the office in charge answers. */
export interface LeaderMessage {
  id: number;
  leaderId: number;
  author: string;
  title: string;
  content: string;
  /** ISO instant; '' when the platform's time cannot be read. */
  createdAt: string;
  status: 'pending' | 'answered';
  answer: string;
  answeredBy: string;
  answeredAt: string;
}

/** LeaderViewList: a region, the ways to other regions, its leaders, and one leader's answered messages. */
export interface LeaderBoardPage {
  region: Region;
  parent: Region | null;
  topRegions: Region[];
  children: Region[];
  leaders: Leader[];
  /** The leader whose messages are shown (the first by default); null in a region without leaders. */
  leader: Leader | null;
  messages: LeaderMessage[];
  /** Which page (0-based, 10 a page) of the leader's answered messages. */
  page: number;
  hasMore: boolean;
}
