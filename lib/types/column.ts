export interface Column {
  id: number;
  name: string;
  /** How the column's list is drawn: news, bigPic, threePics, video, live, image, special, link, service. */
  style: string;
  parentId: number;
  hasChildren: boolean;
  linkUrl: string;
  description: string;
  icon: string;
}
