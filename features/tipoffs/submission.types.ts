/** A call for articles (征稿). */
export interface SeekArticle {
  id: number;
  linkId: number;
  title: string;
  /** Plain text from the newsroom. */
  content: string;
  cover: string;
  startsAt: number;
  endsAt: number;
  open: boolean;
  submissions: number;
}

export type SubmissionStatus = 'received' | 'reviewing' | 'published' | 'declined';

/** A reader's submission to a call. */
export interface Submission {
  id: number;
  seekId: number;
  seekTitle: string;
  title: string;
  content: string;
  pictures: string[];
  videos: string[];
  audios: string[];
  status: SubmissionStatus;
  reply: string;
  sentAt: number;
}
