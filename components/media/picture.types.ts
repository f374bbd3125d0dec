/** A picture the media components show: its address and caption (an article's photos, a gallery's). */
export interface Picture {
  url: string;
  caption: string;
}
