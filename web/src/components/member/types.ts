/** Shapes the member widgets share with the pages that place them (schema/member.graphql). */

/** A resource type the widgets keep (MemberResourceType, the ones pages show). */
export type ScopedType = 'ARTICLE' | 'FIGURE' | 'TABLE' | 'JOURNAL';

/**
 * The page's favouritable resources by type: the ids whose favourite state is asked in one request per page (at most
 * 100 per type). Every widget of a page gets the same scope.
 */
export type FavouriteScopeIds = Readonly<Record<ScopedType, readonly number[]>>;

/** One resource the widgets act on. */
export interface MemberResource {
  resourceType: ScopedType;
  resourceId: number;
}

/** What the article page tells its widgets: the article and its resources (figures and tables get buttons). */
export interface MemberArticle {
  id: number;
  title: string;
  resources: readonly { id: number; kind: string }[];
  /** The article's column and journal: its 'alert me' button for the column, when it has one. */
  column?: string | null;
  publication?: { id: number } | null;
}
