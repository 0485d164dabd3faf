import type { CodegenConfig } from '@graphql-codegen/cli';
import { ENUM_VALUE_MAPS } from './server/src/graphql/schema-enums.ts';

/** The schema modules, as the gateway loads them (server/src/graphql/schema.ts). */
const SCHEMA = 'schema/*.graphql';

/**
 * GraphQL Code Generator (run: pnpm codegen).
 * - web/src/gql/: typed documents for the web app (client preset; fragments masked off, `Component_prop` names),
 *   from the schema without deprecated enum values (scripts/codegen-web-schema.mjs).
 * - server/src/__generated__/resolvers.ts: resolver types; `mappers` make parents the rc-pub wire shapes, and
 *   `enumValues` make enums their rc-pub wire values (server/src/graphql/schema-enums.ts), which resolvers take and return.
 */
const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      // Without deprecated enum values: the web app's types offer only the current names.
      schema: { [SCHEMA]: { loader: './scripts/codegen-web-schema.mjs' } },
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    'server/src/__generated__/resolvers.ts': {
      schema: SCHEMA,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        enumValues: ENUM_VALUE_MAPS,
        contextType: '../graphql/context.js#GatewayContext',
        mappers: {
          // The enums' own generated types (the wire unions, from `enumValues`) as what their fields resolve to:
          // with explicit `enumValues` alone, typescript-resolvers 6.1 types those fields as `null`.
          ...Object.fromEntries(Object.keys(ENUM_VALUE_MAPS).map((name) => [name, name])),
          Site: '../graphql/mappers.js#SiteParent',
          NavItem: '../graphql/mappers.js#NavItemParent',
          HeaderConfig: '../graphql/mappers.js#HeaderConfigParent',
          FooterConfig: '../graphql/mappers.js#FooterConfigParent',
          Tool: 'rc-pub/contract#ToolWire',
          Banner: 'rc-pub/contract#BannerWire',
          PublicationLink: 'rc-pub/contract#PublicationLinkWire',
          Channel: 'rc-pub/contract#ChannelInfoWire',
          SiteColumn: '../graphql/mappers.js#SiteColumnParent',
          HomeModule: '../graphql/mappers.js#HomeModuleParent',
          Publication: 'rc-pub/contract#PublicationWire',
          IssueYear: 'rc-pub/contract#IssueYearWire',
          Issue: 'rc-pub/contract#IssueWire',
          Article: '../graphql/mappers.js#ArticleParent',
          ArticleText: 'rc-pub/contract#ArticleTextWire',
          Contributor: 'rc-pub/contract#ContributorWire',
          Affiliation: 'rc-pub/contract#AffiliationWire',
          Reference: 'rc-pub/contract#ReferenceWire',
          ArticleResource: '../graphql/mappers.js#ResourceParent',
          FigureImage: 'rc-pub/contract#ResourceImageWire',
          ArticlePdf: '../graphql/mappers.js#ArticlePdfParent',
          News: 'rc-pub/contract#NewsWire',
          NewsColumn: '../graphql/mappers.js#NewsColumnParent',
          NewsPage: '../graphql/mappers.js#NewsPageParent',
          SearchHit: 'rc-pub/contract#SearchHitWire',
          SearchResult: '../graphql/mappers.js#SearchResultParent',
          Member: 'rc-pub/contract#MemberInfoWire',
          MemberSession: 'rc-pub/contract#MemberSessionWire',
          MemberIdentity: 'rc-pub/contract#MemberIdentityWire',
          EmailAlert: 'rc-pub/contract#SubscriptionWire',
          EmailCodeSent: 'rc-pub/contract#EmailCodeSentWire',
          MemberTarget: 'rc-pub/contract#MemberTargetWire',
          Favourite: 'rc-pub/contract#FavouriteWire',
          Download: 'rc-pub/contract#DownloadWire',
          HistoryEntry: 'rc-pub/contract#HistoryWire',
          PersonalAlbum: 'rc-pub/contract#PersonalAlbumWire',
          AlbumItem: 'rc-pub/contract#AlbumItemWire',
          Album: 'rc-pub/contract#SiteAlbumWire',
          AlbumTabCount: 'rc-pub/contract#AlbumTabCountWire',
          SiteAlbumItem: 'rc-pub/contract#SiteAlbumItemWire',
          EditorialBoard: '../graphql/mappers.js#EditorialBoardParent',
          BookShelf: '../graphql/mappers.js#BookShelfParent',
          ExpertPage: '../graphql/mappers.js#ExpertPageParent',
          BookPage: '../graphql/mappers.js#BookPageParent',
          Expert: 'rc-pub/contract#ExpertWire',
          Book: 'rc-pub/contract#BookWire',
          ArticleUsage: 'rc-pub/contract#ArticleUsageWire',
          UsageMonth: 'rc-pub/contract#UsageMonthWire',
          Ranking: 'rc-pub/contract#RankWire',
          RankEntry: 'rc-pub/contract#RankEntryWire',
        },
      },
    },
  },
};
export default config;
