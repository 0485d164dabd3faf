/**
 * All resolvers, one module per GraphQL type (types without one use the default field resolvers), and the enums'
 * value maps (graphql/schema-enums.ts: every GraphQL name, current or deprecated, to its rc-pub wire value).
 */
import type { Resolvers } from '../../__generated__/resolvers.js';
import { ENUM_VALUE_MAPS } from '../schema-enums.js';
import { Album } from './Album.js';
import { Article } from './Article.js';
import { ArticlePdf } from './ArticlePdf.js';
import { ArticleResource } from './ArticleResource.js';
import { Banner } from './Banner.js';
import { Channel } from './Channel.js';
import { FooterConfig } from './FooterConfig.js';
import { HeaderConfig } from './HeaderConfig.js';
import { HomeModule } from './HomeModule.js';
import { Issue } from './Issue.js';
import { IssueYear } from './IssueYear.js';
import { NavItem } from './NavItem.js';
import { News } from './News.js';
import { NewsColumn, NewsPage } from './NewsColumn.js';
import { Publication } from './Publication.js';
import { PublicationLink } from './PublicationLink.js';
import { Query } from './Query.js';
import { Member } from './Member.js';
import { MemberTarget } from './MemberTarget.js';
import { Mutation } from './Mutation.js';
import { PersonalAlbum } from './PersonalAlbum.js';
import { Reference } from './Reference.js';
import { RankEntry } from './RankEntry.js';
import { SearchHit } from './SearchHit.js';
import { SearchResult } from './SearchResult.js';
import { Site } from './Site.js';
import { channelJournalFields } from './site-journal.js';
import { SiteAlbumItem } from './SiteAlbumItem.js';
import { SiteColumn } from './SiteColumn.js';
import { EmailAlert } from './EmailAlert.js';
import { Book } from './Book.js';
import { BookShelf } from './BookShelf.js';
import { EditorialBoard } from './EditorialBoard.js';
import { Expert } from './Expert.js';
import { FigureImage } from './FigureImage.js';
import { handoverMutations } from './Handover.js';
import { basketMutations, basketQueries } from './Basket.js';
import { Tool } from './Tool.js';
import { articleUsage, usageMutations } from './usage.js';

/** Every resolver. */
export const resolvers: Resolvers = {
  ...ENUM_VALUE_MAPS,
  Query: { ...Query, ...basketQueries },
  Mutation: { ...Mutation, ...usageMutations, ...handoverMutations, ...basketMutations },
  Member,
  MemberTarget,
  PersonalAlbum,
  Site,
  SiteColumn,
  RankEntry,
  NavItem,
  HeaderConfig,
  FooterConfig,
  Tool,
  Banner,
  PublicationLink,
  Channel: { ...Channel, ...channelJournalFields },
  HomeModule,
  Publication,
  IssueYear,
  Issue,
  Article: { ...Article, ...articleUsage },
  ArticleResource,
  FigureImage,
  ArticlePdf,
  Reference,
  News,
  NewsColumn,
  NewsPage,
  SearchResult,
  SearchHit,
  EmailAlert,
  Album,
  SiteAlbumItem,
  EditorialBoard,
  BookShelf,
  Expert,
  Book,
};
