import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator (run: pnpm codegen).
 * - web/src/gql/: typed documents for the web app (client preset; fragments masked off, `Component_prop` names).
 * - server/src/__generated__/resolvers.ts: resolver types; `mappers` make parents the rc-pub wire shapes.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    'server/src/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Site: '../mappers.js#SiteParent',
          NavItem: '../mappers.js#NavItemParent',
          HeaderConfig: '../mappers.js#HeaderConfigParent',
          FooterConfig: '../mappers.js#FooterConfigParent',
          Tool: 'rc-pub/contract#ToolWire',
          Banner: 'rc-pub/contract#BannerWire',
          PublicationLink: 'rc-pub/contract#PublicationLinkWire',
          Channel: 'rc-pub/contract#ChannelInfoWire',
          HomeModule: '../mappers.js#HomeModuleParent',
          Publication: 'rc-pub/contract#PublicationWire',
          IssueYear: 'rc-pub/contract#IssueYearWire',
          Issue: 'rc-pub/contract#IssueWire',
          Article: '../mappers.js#ArticleParent',
          ArticleText: 'rc-pub/contract#ArticleTextWire',
          Contributor: 'rc-pub/contract#ContributorWire',
          Affiliation: 'rc-pub/contract#AffiliationWire',
          Reference: 'rc-pub/contract#ReferenceWire',
          ArticleResource: 'rc-pub/contract#ResourceWire',
          News: 'rc-pub/contract#NewsWire',
          SearchHit: 'rc-pub/contract#SearchHitWire',
          SearchResult: '../mappers.js#SearchResultParent',
        },
      },
    },
  },
};
export default config;
