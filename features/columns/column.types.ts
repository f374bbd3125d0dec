/** columnType: 0 article list, 1 link (open linkUrl), 2 service (modules, no articles), 3 special topic. */
export type ColumnKind = 'list' | 'link' | 'service' | 'special';

export interface Column {
  id: number;
  name: string;
  /** How the column's list is drawn: news, bigPic, threePics, video, live, image, special, link, service. */
  style: string;
  kind: ColumnKind;
  parentId: number;
  hasChildren: boolean;
  linkUrl: string;
  description: string;
  icon: string;
  /** appShow: hidden columns (special-topic sub-columns, for instance) are not offered as tabs. */
  visible: boolean;
}

/** A column with its child columns (getColumn). */
export interface ColumnWithChildren extends Column {
  children: Column[];
}
