/** A media (xy) account offered for subscription. */
export interface SubscriptionAccount {
  id: number;
  name: string;
  icon: string;
  description: string;
  /** In-app path of the account page: /xyDetail/{id}.html */
  href: string;
}

/** A category of accounts (getCats) and one page of its accounts (getCatXys). */
export interface SubscriptionCategory {
  id: number;
  name: string;
}

export interface SubscriptionPage {
  /** The categories the site offers; empty when the platform has none. */
  categories: SubscriptionCategory[];
  /** The category shown; null when the site has no categories. */
  category: SubscriptionCategory | null;
  /** Which page of the category (0-based, 20 a page). */
  page: number;
  accounts: SubscriptionAccount[];
  hasMore: boolean;
}
