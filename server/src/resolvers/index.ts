/**
 * All resolvers, one module per GraphQL type (types without one use the default field resolvers), and the enums'
 * value maps (schema-enums.ts: every GraphQL name, current or deprecated, to its rc-pub wire value).
 */
import type { Resolvers } from '../__generated__/resolvers.js';
import { ENUM_VALUE_MAPS } from '../schema-enums.js';
import { Article } from './Article.js';
import { Banner } from './Banner.js';
import { Channel } from './Channel.js';
import { FooterConfig } from './FooterConfig.js';
import { HeaderConfig } from './HeaderConfig.js';
import { HomeModule } from './HomeModule.js';
import { Issue } from './Issue.js';
import { IssueYear } from './IssueYear.js';
import { NavItem } from './NavItem.js';
import { News } from './News.js';
import { Publication } from './Publication.js';
import { PublicationLink } from './PublicationLink.js';
import { Query } from './Query.js';
import { Member } from './Member.js';
import { MemberTarget } from './MemberTarget.js';
import { Mutation } from './Mutation.js';
import { PersonalAlbum } from './PersonalAlbum.js';
import { Reference } from './Reference.js';
import { SearchHit } from './SearchHit.js';
import { SearchResult } from './SearchResult.js';
import { Site } from './Site.js';
import { Subscription, type SubscriptionFieldResolvers } from './Subscription.js';
import { Tool } from './Tool.js';

/** Every resolver; Subscription is typed by hand (Subscription.ts says why). */
export const resolvers: Omit<Resolvers, 'Subscription'> & { Subscription: SubscriptionFieldResolvers } = {
  ...ENUM_VALUE_MAPS,
  Query,
  Mutation,
  Member,
  MemberTarget,
  PersonalAlbum,
  Site,
  NavItem,
  HeaderConfig,
  FooterConfig,
  Tool,
  Banner,
  PublicationLink,
  Channel,
  HomeModule,
  Publication,
  IssueYear,
  Issue,
  Article,
  Reference,
  News,
  SearchResult,
  SearchHit,
  Subscription,
};
