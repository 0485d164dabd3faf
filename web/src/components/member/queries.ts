/**
 * The member widgets' GraphQL documents (schema/member.graphql). Sent from the browser after hydration
 * only, never part of a page's server query, so the server-rendered pages stay the same for everyone (cacheable).
 */
import { graphql } from '../../gql/index.js';

/**
 * Which of the page's resources the member has favourited: one request per page for every type at once
 * (isCollect). `me` is null for a visitor or an ended session.
 */
export const MemberFavouriteIdsQuery = graphql(`
  query MemberFavouriteIds($articles: [Int!]!, $figures: [Int!]!, $tables: [Int!]!, $journals: [Int!]!) {
    me {
      displayName
      articles: favouriteIds(type: ARTICLE, ids: $articles)
      figures: favouriteIds(type: FIGURE, ids: $figures)
      tables: favouriteIds(type: TABLE, ids: $tables)
      journals: favouriteIds(type: JOURNAL, ids: $journals)
    }
  }
`);

/** Adds a favourite ('collection successful'). */
export const CollectMutation = graphql(`
  mutation MemberCollect($resource: MemberResourceInput!, $siteId: Int) {
    collect(resource: $resource, siteId: $siteId)
  }
`);

/** Removes a favourite ('cancellation successful'). */
export const UncollectMutation = graphql(`
  mutation MemberUncollect($resource: MemberResourceInput!) {
    uncollect(resource: $resource)
  }
`);

/** The member's albums for the add dialog (newest first; the dialog shows up to 100). */
export const MemberAlbumsQuery = graphql(`
  query MemberAlbums {
    me {
      displayName
      albums(size: 100) {
        total
        items { id name enName itemCount }
      }
    }
  }
`);

/** Creates an album from the dialog's 'new album' field. */
export const CreateAlbumMutation = graphql(`
  mutation MemberCreateAlbum($input: AlbumInput!) {
    createAlbum(input: $input) { id name enName itemCount }
  }
`);

/** Puts resources into up to 5 albums. */
export const AddToAlbumsMutation = graphql(`
  mutation MemberAddToAlbums($albumIds: [Int!]!, $resources: [MemberResourceInput!]!) {
    addToAlbums(albumIds: $albumIds, resources: $resources)
  }
`);

/** Records an article page view in the member's browsing history. */
export const RecordArticleViewMutation = graphql(`
  mutation MemberRecordArticleView($articleId: Int!, $siteId: Int) {
    recordArticleView(articleId: $articleId, siteId: $siteId)
  }
`);

/**
 * What an 'alert me' button shows for the member (isSubscribe): their email, whether it is verified (then the
 * button subscribes in place) and their alert on this target, if any. `me` is null for a visitor.
 */
export const MemberAlertStateQuery = graphql(`
  query MemberAlertState(
    $type: SubscriptionType!
    $publicationId: Int
    $column: String
    $keywords: String
    $siteId: Int
  ) {
    me {
      displayName
      email
      emailVerified
      subscription(type: $type, publicationId: $publicationId, column: $column, keywords: $keywords, siteId: $siteId) {
        id
        status
      }
    }
  }
`);

/** Makes an alert for the member's verified email, without a code ('Subscription successfully'). */
export const MemberSubscribeMutation = graphql(`
  mutation MemberSubscribe($input: SubscriptionInput!) {
    subscribe(input: $input) { id status }
  }
`);
