/** The newsroom's handling of a tip-off: received, being checked, reported, not taken up. */
export type TipoffStatus = 'received' | 'checking' | 'adopted' | 'declined';

/** A reader's tip-off as the pages show it (docs/product.md §3: pics, videos, audios). */
export interface Tipoff {
  id: number;
  title: string;
  content: string;
  location: string;
  pictures: string[];
  videos: string[];
  audios: string[];
  status: TipoffStatus;
  /** The newsroom's answer, if any. */
  reply: string;
  /** The report the tip-off became (status adopted), or null. */
  articleId: number | null;
  /** Epoch ms. */
  sentAt: number;
  handledAt: number | null;
}
