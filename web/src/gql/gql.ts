/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AccountCaptchaChallenge {\n    captchaChallenge { json }\n  }\n": typeof types.AccountCaptchaChallengeDocument,
    "\n  mutation AccountSendSmsCode($mobileNo: String!, $purpose: SmsPurpose!, $captcha: String!) {\n    sendSmsCode(mobileNo: $mobileNo, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n": typeof types.AccountSendSmsCodeDocument,
    "\n  mutation AccountLogin($mobileNo: String!, $password: String!, $captcha: String!) {\n    login(mobileNo: $mobileNo, password: $password, captcha: $captcha) { displayName }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountLoginBySms($mobileNo: String!, $code: String!, $captcha: String!) {\n    loginBySms(mobileNo: $mobileNo, code: $code, captcha: $captcha) { displayName }\n  }\n": typeof types.AccountLoginBySmsDocument,
    "\n  mutation AccountRegister(\n    $mobileNo: String!\n    $code: String!\n    $password: String!\n    $agree: Boolean!\n    $captcha: String!\n  ) {\n    register(mobileNo: $mobileNo, code: $code, password: $password, agree: $agree, captcha: $captcha) { displayName }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountResetPassword($mobileNo: String!, $code: String!, $password: String!) {\n    resetPassword(mobileNo: $mobileNo, code: $code, password: $password)\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  fragment AlertRow_subscription on EmailAlert {\n    id email type keywords column publicationId publicationTitle siteId language frequency status createdAt\n  }\n": typeof types.AlertRow_SubscriptionFragmentDoc,
    "\n  mutation AlertsSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $captcha: String!) {\n    sendEmailCode(email: $email, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n": typeof types.AlertsSendEmailCodeDocument,
    "\n  mutation AlertsSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { ...AlertRow_subscription }\n  }\n": typeof types.AlertsSubscribeDocument,
    "\n  mutation AlertsUpdateSubscription($id: Int!, $update: SubscriptionUpdate!) {\n    updateSubscription(id: $id, update: $update) { ...AlertRow_subscription }\n  }\n": typeof types.AlertsUpdateSubscriptionDocument,
    "\n  mutation AlertsUnsubscribe($id: Int, $token: String) {\n    unsubscribe(id: $id, token: $token)\n  }\n": typeof types.AlertsUnsubscribeDocument,
    "\n  mutation AlertsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) { email emailVerified }\n  }\n": typeof types.AlertsVerifyEmailDocument,
    "\n  fragment SiteBanners_banner on Banner {\n    id\n    type\n    title\n    href\n    newWindow\n    pictureUrl\n  }\n": typeof types.SiteBanners_BannerFragmentDoc,
    "\n  fragment ArticleCite_article on Article {\n    id\n    title\n    originalLanguage\n    citation { articleId quote transQuote }\n  }\n": typeof types.ArticleCite_ArticleFragmentDoc,
    "\n  query BasketCitations($siteId: Int, $ids: [Int!]!) {\n    site(id: $siteId) {\n      id\n      batchCitation(ids: $ids) { articleId quote transQuote }\n    }\n  }\n": typeof types.BasketCitationsDocument,
    "\n  query ArticleCitation($id: Int!, $style: CitationStyle!) {\n    article(id: $id) {\n      id\n      citation(style: $style) { articleId quote transQuote }\n    }\n  }\n": typeof types.ArticleCitationDocument,
    "\n  fragment ArticleLine_article on Article {\n    id\n    title\n    titleLanguage\n    authorNames\n    pages\n    doi\n    doiUrl\n    column\n    versionLabel\n    demo\n  }\n": typeof types.ArticleLine_ArticleFragmentDoc,
    "\n  fragment JournalIdentity_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    cn\n    publisher\n    sponsor\n    demo\n  }\n": typeof types.JournalIdentity_PublicationFragmentDoc,
    "\n  query ErrorFrame($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) { ...Frame_site }\n  }\n": typeof types.ErrorFrameDocument,
    "\n  fragment FigureViewerHost_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      tableHtml\n      fileUrl\n      mime\n      publisherUrl\n      downloadUrl\n      fileSize\n      image { width height src srcset webpSrcset originalUrl originalMime originalSize }\n    }\n  }\n": typeof types.FigureViewerHost_ArticleFragmentDoc,
    "\n  fragment JournalFeedLink_publication on Publication {\n    id\n    title\n  }\n": typeof types.JournalFeedLink_PublicationFragmentDoc,
    "\n  fragment Footer_footer on FooterConfig {\n    showLogo\n    logoUrl\n    logoName\n    backgroundColor\n    light\n    paintBackground\n    address\n    postcode\n    phone\n    fax\n    email\n    copyright\n    icp\n    picp\n    picpLink\n    qrUrl\n    qrMessage\n    showVisits\n    sumVisits\n    todayVisits\n    linkAddress\n  }\n": typeof types.Footer_FooterFragmentDoc,
    "\n  fragment Frame_site on Site {\n    id\n    sld\n    type\n    name\n    grayType\n    logoUrl\n    demo\n    theme { colourId primary hover other background bottomLine }\n    ...Header_site\n    header { cssContent }\n    footer { ...Footer_footer cssContent }\n    tools { ...Toolbar_tool }\n    topNews { ...TopNewsBanner_news }\n  }\n": typeof types.Frame_SiteFragmentDoc,
    "\n  fragment GroupEntrance_site on Site {\n    id\n    groupEntrance { publicationId name sld siteId logoUrl }\n  }\n": typeof types.GroupEntrance_SiteFragmentDoc,
    "\n  fragment Header_site on Site {\n    id\n    sld\n    type\n    name\n    logoUrl\n    header {\n      navStyle\n      ceiling\n      navDistribution\n      headerHeight\n      widthBase\n      languageMenu\n      showLogin\n      showGroupEntrance\n      searchBox\n      advSearch\n      ...SearchBox_header\n      switchLanguage\n      greeting\n      logoUrl\n      compactLogoUrl\n      backgroundUrl\n      customButtons { name href }\n    }\n    nav {\n      ...NavMenu_item\n      children { ...NavMenu_item }\n    }\n    ...GroupEntrance_site\n  }\n": typeof types.Header_SiteFragmentDoc,
    "\n  fragment NavMenu_item on NavItem {\n    id\n    code\n    name\n    target { href external }\n  }\n": typeof types.NavMenu_ItemFragmentDoc,
    "\n  fragment SearchBox_header on HeaderConfig {\n    searchBox\n    advSearch\n    resourceSearch\n    resourceTypes\n  }\n": typeof types.SearchBox_HeaderFragmentDoc,
    "\n  fragment Toolbar_tool on Tool {\n    id\n    name\n    type\n    platformType\n    href\n    pictureUrl\n    description\n  }\n": typeof types.Toolbar_ToolFragmentDoc,
    "\n  fragment TopNewsBanner_news on News {\n    id\n    title\n    imageUrl\n  }\n": typeof types.TopNewsBanner_NewsFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query SearchSuggestions($text: String!, $limit: Int) {\n    site { id }\n    searchSuggestions(text: $text, limit: $limit) {\n      kind\n      text\n      articleId\n      publication { id siteSld }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment JournalCard_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    coverUrl\n    siteSld\n    articleCount\n    demo\n  }\n": typeof types.JournalCard_PublicationFragmentDoc,
    "\n  query MemberFavouriteIds($articles: [Int!]!, $figures: [Int!]!, $tables: [Int!]!, $journals: [Int!]!) {\n    me {\n      displayName\n      articles: favouriteIds(type: ARTICLE, ids: $articles)\n      figures: favouriteIds(type: FIGURE, ids: $figures)\n      tables: favouriteIds(type: TABLE, ids: $tables)\n      journals: favouriteIds(type: JOURNAL, ids: $journals)\n    }\n  }\n": typeof types.MemberFavouriteIdsDocument,
    "\n  mutation MemberCollect($resource: MemberResourceInput!, $siteId: Int) {\n    collect(resource: $resource, siteId: $siteId)\n  }\n": typeof types.MemberCollectDocument,
    "\n  mutation MemberUncollect($resource: MemberResourceInput!) {\n    uncollect(resource: $resource)\n  }\n": typeof types.MemberUncollectDocument,
    "\n  query MemberAlbums {\n    me {\n      displayName\n      albums(size: 100) {\n        total\n        items { id name enName itemCount }\n      }\n    }\n  }\n": typeof types.MemberAlbumsDocument,
    "\n  mutation MemberCreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) { id name enName itemCount }\n  }\n": typeof types.MemberCreateAlbumDocument,
    "\n  mutation MemberAddToAlbums($albumIds: [Int!]!, $resources: [MemberResourceInput!]!) {\n    addToAlbums(albumIds: $albumIds, resources: $resources)\n  }\n": typeof types.MemberAddToAlbumsDocument,
    "\n  mutation MemberRecordArticleView($articleId: Int!, $siteId: Int) {\n    recordArticleView(articleId: $articleId, siteId: $siteId)\n  }\n": typeof types.MemberRecordArticleViewDocument,
    "\n  query MemberAlertState(\n    $type: SubscriptionType!\n    $publicationId: Int\n    $column: String\n    $keywords: String\n    $siteId: Int\n  ) {\n    me {\n      displayName\n      email\n      emailVerified\n      subscription(type: $type, publicationId: $publicationId, column: $column, keywords: $keywords, siteId: $siteId) {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MemberAlertStateDocument,
    "\n  mutation MemberSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { id status }\n  }\n": typeof types.MemberSubscribeDocument,
    "\n  query AnalyzeSearch($q: String!, $type: SearchType) {\n    analyzeSearch(q: $q, type: $type) { q terms }\n  }\n": typeof types.AnalyzeSearchDocument,
    "\n  query SiteDefault($sld: String, $siteId: Int, $codes: [String!]!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      defaultNav(codes: $codes) { id target { href external } }\n    }\n  }\n": typeof types.SiteDefaultDocument,
    "\n  fragment ArticleUsageSlot_article on Article {\n    id\n    usage {\n      abstractViews\n      fulltextViews\n      downloads\n      citedBy\n      months {\n        month\n        abstractViews\n        fulltextViews\n        downloads\n      }\n    }\n  }\n": typeof types.ArticleUsageSlot_ArticleFragmentDoc,
    "\n  query AccountBindingPage {\n    site { name ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n": typeof types.AccountBindingPageDocument,
    "\n  query ForgetCodePage {\n    site { ...Frame_site }\n  }\n": typeof types.ForgetCodePageDocument,
    "\n  query LoginPage {\n    site { ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n": typeof types.LoginPageDocument,
    "\n  query RegisterPage {\n    site { ...Frame_site }\n  }\n": typeof types.RegisterPageDocument,
    "\n  mutation BindThirdParty($ticket: String!, $mobileNo: String!, $code: String!) {\n    bindThirdParty(ticket: $ticket, mobileNo: $mobileNo, code: $code) { mobileNo displayName }\n  }\n": typeof types.BindThirdPartyDocument,
    "\n  fragment SiteAlbumDetail_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n": typeof types.SiteAlbumDetail_AlbumFragmentDoc,
    "\n  fragment SiteAlbumTab_page on AlbumTabPage {\n    tab\n    total\n    page\n    size\n    items { ...SiteAlbumItemRow_item }\n  }\n": typeof types.SiteAlbumTab_PageFragmentDoc,
    "\n  fragment SiteAlbumItemRow_item on SiteAlbumItem {\n    tab\n    target { resourceId exists title articleTitle publicationTitle linkId label thumbnailUrl doi }\n    journal { id siteSld }\n  }\n": typeof types.SiteAlbumItemRow_ItemFragmentDoc,
    "\n  fragment SiteAlbumCard_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n": typeof types.SiteAlbumCard_AlbumFragmentDoc,
    "\n  fragment SiteAlbumList_page on AlbumPage {\n    total\n    page\n    size\n    items { ...SiteAlbumCard_album }\n  }\n": typeof types.SiteAlbumList_PageFragmentDoc,
    "\n  query AlbumListPage($sld: String, $siteId: Int, $channelId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      albums(channelId: $channelId, page: $page, size: 12) { ...SiteAlbumList_page }\n    }\n    channel(id: $channelId) { id name }\n  }\n": typeof types.AlbumListPageDocument,
    "\n  query AlbumDetailPage($sld: String, $siteId: Int, $id: Int!, $tab: AlbumTab, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      album(id: $id) { ...SiteAlbumDetail_album }\n      albumItems(albumId: $id, tab: $tab, page: $page, size: 20) { ...SiteAlbumTab_page }\n    }\n  }\n": typeof types.AlbumDetailPageDocument,
    "\n  query EmailSubscribePage {\n    site {\n      ...Frame_site\n      id\n      type\n      publication { id title }\n      publications { id title }\n    }\n    me { displayName email emailVerified }\n  }\n": typeof types.EmailSubscribePageDocument,
    "\n  query UnsubscribePage {\n    site { ...Frame_site }\n  }\n": typeof types.UnsubscribePageDocument,
    "\n  fragment ArticleAbstracts_article on Article {\n    id\n    texts { lang isOriginal abstractHtml keywords }\n  }\n": typeof types.ArticleAbstracts_ArticleFragmentDoc,
    "\n  fragment ArticleAuthors_article on Article {\n    id\n    authorNames\n    contributors { name role orcid email corresponding affiliationIds }\n    affiliations { id label text }\n  }\n": typeof types.ArticleAuthors_ArticleFragmentDoc,
    "\n  query ArticleDoiPage($sld: String, $siteId: Int, $doi: String!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    articleByDoi(doi: $doi) { ...ArticleView_article ...ArticleScreen_article }\n  }\n": typeof types.ArticleDoiPageDocument,
    "\n  fragment ArticleDownloads_article on Article {\n    id\n    pdf { url origin size }\n    xmlUrl\n    supplementaryFiles { id label fileName fileSize mime downloadUrl }\n  }\n": typeof types.ArticleDownloads_ArticleFragmentDoc,
    "\n  fragment ArticleFullText_article on Article {\n    id\n    texts {\n      lang\n      isOriginal\n      bodyHtml\n      outline { id title level }\n    }\n    references { id }\n    resources { id jatsId kind label publisherUrl image { width height } }\n  }\n": typeof types.ArticleFullText_ArticleFragmentDoc,
    "\n  fragment ArticleMeta_article on Article {\n    id\n    doi\n    doiUrl\n    pages\n    receivedDate\n    acceptedDate\n    publishedDate\n    column\n    articleType\n    versionLabel\n    publicationType\n    openAccess\n    views\n    downloads\n    citations\n    license { url text }\n    publication { id title issn eissn siteId }\n    issue { id year volume number title onlineFirst }\n  }\n": typeof types.ArticleMeta_ArticleFragmentDoc,
    "\n  query ArticlePage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    article(id: $id) { ...ArticleView_article ...ArticleScreen_article }\n  }\n": typeof types.ArticlePageDocument,
    "\n  fragment ArticleReferences_article on Article {\n    id\n    references { id label text doi doiUrl pmid pmcid }\n  }\n": typeof types.ArticleReferences_ArticleFragmentDoc,
    "\n  fragment ArticleRelated_article on Article {\n    id\n    related(size: 5) { id title titleLanguage authorNames versionLabel demo }\n  }\n": typeof types.ArticleRelated_ArticleFragmentDoc,
    "\n  fragment ArticleResources_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      fileUrl\n      mime\n      tableHtml\n      publisherUrl\n      image { width height src srcset }\n    }\n  }\n": typeof types.ArticleResources_ArticleFragmentDoc,
    "\n  fragment ArticleScreen_article on Article {\n    id\n    title\n    originalLanguage\n    texts { lang isOriginal title }\n    publication { id title siteId siteSld siteIds }\n    issue { id year volume number onlineFirst title }\n  }\n": typeof types.ArticleScreen_ArticleFragmentDoc,
    "\n  fragment ArticleTitle_article on Article {\n    id\n    title\n    originalLanguage\n    column\n    articleType\n    versionLabel\n    demo\n    texts { lang isOriginal title subtitle }\n  }\n": typeof types.ArticleTitle_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    title\n    doi\n    views\n    downloads\n    citations\n    texts { lang bodyHtml }\n    resources { id kind }\n    column\n    publication { id }\n    ...ArticleTitle_article\n    ...ArticleAuthors_article\n    ...ArticleMeta_article\n    ...ArticleAbstracts_article\n    ...ArticleFullText_article\n    ...ArticleResources_article\n    ...ArticleReferences_article\n    ...ArticleRelated_article\n    ...ArticleCite_article\n    ...ScholarlyMeta_article\n    ...ArticleUsageSlot_article\n    ...ArticleDownloads_article\n    ...FigureViewerHost_article\n  }\n": typeof types.ArticleView_ArticleFragmentDoc,
    "\n  fragment ScholarlyMeta_article on Article {\n    id\n    canonicalZh: canonicalUrl(lang: ZH)\n    canonicalEn: canonicalUrl(lang: EN)\n    doi\n    originalLanguage\n    texts { lang isOriginal title abstractHtml keywords }\n    contributors { name surname givenNames role orcid collab affiliationIds }\n    affiliations { id text }\n    publication { id titleZh titleEn abbrev issn eissn publisher }\n    issue { id volume number onlineFirst year pubDate }\n    fpage\n    lpage\n    elocationId\n    publishedDate\n    articleType\n    license { url text }\n    references { id text doi }\n    pdf { url }\n  }\n": typeof types.ScholarlyMeta_ArticleFragmentDoc,
    "\n  fragment ChannelView_channel on Channel {\n    id\n    code\n    name\n    content\n    journalColumns { ...ColumnList_column }\n  }\n": typeof types.ChannelView_ChannelFragmentDoc,
    "\n  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      channelOnSite(id: $id) { ...ChannelView_channel }\n      publication { ...JournalFacts_publication }\n    }\n  }\n": typeof types.ChannelPageDocument,
    "\n  query RssListPage {\n    site { ...Frame_site ...RssListView_site }\n  }\n": typeof types.RssListPageDocument,
    "\n  fragment RssListView_site on Site {\n    name\n    publications { id title }\n  }\n": typeof types.RssListView_SiteFragmentDoc,
    "\n  query AcademicList($sld: String, $siteId: Int, $list: JournalList!, $page: Int!, $size: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publication { ...JournalHeader_publication title }\n      journalArticles(list: $list, page: $page, size: $size) { ...JournalArticleList_page }\n    }\n  }\n": typeof types.AcademicListDocument,
    "\n  query AcademicPage($sld: String, $siteId: Int, $issueId: Int!, $byIssue: Boolean!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      publication @skip(if: $byIssue) {\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n        latestIssue { ...IssueToc_issue ...JournalJsonLd_issue }\n      }\n      publications @skip(if: $byIssue) { ...JournalPicker_publication }\n    }\n    issue(id: $issueId) @include(if: $byIssue) {\n      ...IssueToc_issue\n      ...JournalJsonLd_issue\n      publication {\n        siteIds\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n      }\n    }\n  }\n": typeof types.AcademicPageDocument,
    "\n  query ArticleLists(\n    $list: JournalList!\n    $column: String\n    $page: Int!\n    $size: Int!\n    $menuId: Int!\n    $hasMenu: Boolean!\n    $columns: Boolean!\n  ) {\n    site {\n      ...Frame_site\n      id\n      name\n      channelOnSite(id: $menuId) @include(if: $hasMenu) { id name }\n      journalArticles(list: $list, column: $column, page: $page, size: $size) @skip(if: $columns) {\n        ...JournalArticleList_page\n      }\n      journalColumns @include(if: $columns) { ...ColumnList_column }\n    }\n  }\n": typeof types.ArticleListsDocument,
    "\n  fragment ColumnList_column on JournalColumn {\n    name\n    key\n    articleCount\n  }\n": typeof types.ColumnList_ColumnFragmentDoc,
    "\n  query GroupJournalPage(\n    $siteId: Int!\n    $publicationId: Int!\n    $withToc: Boolean!\n    $withYears: Boolean!\n    $withFacts: Boolean!\n    $withOnline: Boolean!\n    $page: Int!\n    $size: Int!\n  ) {\n    site(id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publications { id }\n      journalFacts(publicationId: $publicationId) @include(if: $withFacts) {\n        authority\n        editorInChief\n        frequency\n        entries { kind url }\n      }\n    }\n    publication(id: $publicationId) {\n      id\n      title\n      ...GroupJournalView_publication\n      onlineFirst(siteId: $siteId, page: $page, size: $size) @include(if: $withOnline) {\n        ...JournalArticleList_page\n        articles { id }\n      }\n      latestIssue @include(if: $withToc) { ...IssueToc_issue ...JournalJsonLd_issue }\n    }\n    facts: publication(id: $publicationId) @include(if: $withFacts) { ...JournalFacts_publication }\n    years: publication(id: $publicationId) @include(if: $withYears) { ...IssueYears_publication }\n  }\n": typeof types.GroupJournalPageDocument,
    "\n  fragment GroupJournalView_publication on Publication {\n    id\n    title\n    demo\n    siteSld\n    ...JournalHeader_publication\n    ...JournalJsonLd_publication\n  }\n": typeof types.GroupJournalView_PublicationFragmentDoc,
    "\n  fragment IssueToc_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    onlineFirst\n    articles { ...TocArticle_article }\n  }\n": typeof types.IssueToc_IssueFragmentDoc,
    "\n  fragment IssueYears_publication on Publication {\n    id\n    issuesByYear {\n      year\n      issues { id year volume number title onlineFirst articleCount }\n    }\n  }\n": typeof types.IssueYears_PublicationFragmentDoc,
    "\n  fragment JournalArticleList_page on JournalArticlePage {\n    articles {\n      id\n      title\n      authorNames\n      pages\n      doi\n      column\n      demo\n      publishedDate\n      publicationType\n      versionLabel\n    }\n    pageInfo { total page size }\n  }\n": typeof types.JournalArticleList_PageFragmentDoc,
    "\n  fragment JournalFacts_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    description\n    language\n    indexed\n    articleCount\n    issueCount\n  }\n": typeof types.JournalFacts_PublicationFragmentDoc,
    "\n  fragment JournalHeader_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    coverUrl\n  }\n": typeof types.JournalHeader_PublicationFragmentDoc,
    "\n  fragment JournalJsonLd_publication on Publication {\n    id\n    titleZh\n    titleEn\n    issn\n    eissn\n    publisher\n    language\n  }\n": typeof types.JournalJsonLd_PublicationFragmentDoc,
    "\n  fragment JournalJsonLd_issue on Issue {\n    id\n    volume\n    number\n    year\n    pubDate\n    onlineFirst\n  }\n": typeof types.JournalJsonLd_IssueFragmentDoc,
    "\n  fragment JournalPicker_publication on Publication {\n    id\n    title\n    issn\n    eissn\n    demo\n    issueCount\n    siteSld\n    latestIssue { id }\n  }\n": typeof types.JournalPicker_PublicationFragmentDoc,
    "\n  fragment TocArticle_article on Article {\n    ...ArticleLine_article\n    articleType\n    publishedDate\n  }\n": typeof types.TocArticle_ArticleFragmentDoc,
    "\n  query NewsInfoPage($sld: String, $siteId: Int, $id: Int!, $activeId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      column: newsColumn(id: $id) {\n        id\n        name\n        children { id name }\n      }\n      active: newsColumn(id: $activeId) {\n        id\n        news(page: $page, size: 10) { ...NewsListView_page }\n      }\n    }\n  }\n": typeof types.NewsInfoPageDocument,
    "\n  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    news(id: $id) { siteId ...NewsView_news }\n  }\n": typeof types.NewsDetailPageDocument,
    "\n  fragment NewsListView_page on NewsPage {\n    items {\n      id\n      title\n      summary\n      imageUrl\n      publishedAt\n      original\n      demo\n    }\n    pageInfo {\n      total\n      page\n      size\n    }\n  }\n": typeof types.NewsListView_PageFragmentDoc,
    "\n  query NewsTabsPage($type: String!, $page: Int!, $columnId: Int!, $withColumn: Boolean!) {\n    site {\n      ...Frame_site\n      id\n      name\n      newsList(type: $type, page: $page, size: 10) { ...NewsListView_page }\n      column: newsColumn(id: $columnId) @include(if: $withColumn) { id name }\n    }\n  }\n": typeof types.NewsTabsPageDocument,
    "\n  fragment NewsView_news on News {\n    id\n    title\n    summary\n    content\n    imageUrl\n    sourceLink\n    publishedAt\n    original\n    demo\n  }\n": typeof types.NewsView_NewsFragmentDoc,
    "\n  fragment ExpertDetail_expert on Expert {\n    id\n    name\n    title\n    affiliation\n    bio\n    photoUrl\n  }\n": typeof types.ExpertDetail_ExpertFragmentDoc,
    "\n  fragment BoardView_board on EditorialBoard {\n    menu { id name }\n    experts(page: $page) { total page size items { id name title } }\n    expert(id: $expertId, page: $page) { ...ExpertDetail_expert }\n  }\n": typeof types.BoardView_BoardFragmentDoc,
    "\n  fragment BookItem_book on Book {\n    id\n    title\n    authors\n    isbn\n    edition\n    publisher\n    year\n    catalogue\n    coverUrl\n  }\n": typeof types.BookItem_BookFragmentDoc,
    "\n  fragment BookList_shelf on BookShelf {\n    siteId\n    menu { id name }\n    bookCloud\n    books(page: $page) { total page size items { ...BookItem_book } }\n  }\n": typeof types.BookList_ShelfFragmentDoc,
    "\n  mutation BookCloudJump($siteId: Int!, $bookId: Int!) {\n    bookCloudJump(siteId: $siteId, bookId: $bookId)\n  }\n": typeof types.BookCloudJumpDocument,
    "\n  query EditorialBoardPage($siteId: Int!, $menuId: Int!, $expertId: Int, $page: Int) {\n    site(id: $siteId) { ...Frame_site }\n    editorialBoard(siteId: $siteId, menuId: $menuId) { ...BoardView_board }\n  }\n": typeof types.EditorialBoardPageDocument,
    "\n  query BookShelfPage($sld: String, $siteId: Int, $menuId: Int!, $page: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    bookShelf(siteId: $siteId, menuId: $menuId) { ...BookList_shelf }\n  }\n": typeof types.BookShelfPageDocument,
    "\n  query HomePage($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) {\n      ...Frame_site\n      groupType\n      publication {\n        ...JournalInfo_publication\n        latestIssue { ...LatestIssue_issue }\n      }\n      publications { ...JournalCard_publication }\n      banners { ...SiteBanners_banner }\n      homeModules {\n        id\n        type\n        title\n        issue { ...LatestIssue_issue }\n        articles { ...ArticleLine_article }\n        news { ...NewsList_news }\n        publications { ...JournalCard_publication }\n        html\n        ranking { ...RankModule_ranking }\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment JournalInfo_publication on Publication {\n    ...JournalIdentity_publication\n    abbrev\n    description\n    coverUrl\n    indexed\n    articleCount\n    issueCount\n    latestIssue { id coverUrl }\n    homeFacts { authority editorInChief frequency entries { kind url } }\n  }\n": typeof types.JournalInfo_PublicationFragmentDoc,
    "\n  fragment LatestIssue_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    articles { ...ArticleLine_article }\n  }\n": typeof types.LatestIssue_IssueFragmentDoc,
    "\n  fragment NewsList_news on News {\n    id\n    title\n    publishedAt\n    demo\n  }\n": typeof types.NewsList_NewsFragmentDoc,
    "\n  fragment RankModule_ranking on Ranking {\n    metric\n    window\n    entries {\n      rank\n      count\n      articleId\n      title\n      titleLanguage\n    }\n  }\n": typeof types.RankModule_RankingFragmentDoc,
    "\n  query LegalPage($page: LegalPageKind!) {\n    site {\n      name\n      ...Frame_site\n      footer { email phone address }\n      legalPage(page: $page) { page html }\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  fragment AccountTab_member on Member {\n    mobileNo\n    sessions { id method userAgent createdAt lastSeenAt current }\n    identities { id issuer subject displayName createdAt }\n  }\n": typeof types.AccountTab_MemberFragmentDoc,
    "\n  fragment AlbumDetail_member on Member {\n    album(id: $albumId) { id name enName description coverUrl }\n    albumItems(albumId: $albumId, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n": typeof types.AlbumDetail_MemberFragmentDoc,
    "\n  fragment AlbumTab_member on Member {\n    albums(keyword: $keyword, page: $page, size: $size) {\n      total\n      items { id name enName description coverUrl itemCount updatedAt }\n    }\n  }\n": typeof types.AlbumTab_MemberFragmentDoc,
    "\n  fragment CollectTab_member on Member {\n    favourites(type: $type, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n": typeof types.CollectTab_MemberFragmentDoc,
    "\n  fragment DownloadTab_member on Member {\n    downloads(page: $page, size: $size) {\n      total\n      items { id kind name createdAt target { ...TargetLink_target } }\n    }\n    history(page: $hpage, size: $size) {\n      total\n      items { id viewedAt target { ...TargetLink_target } }\n    }\n  }\n": typeof types.DownloadTab_MemberFragmentDoc,
    "\n  query PersonalPage(\n    $collect: Boolean!\n    $download: Boolean!\n    $album: Boolean!\n    $albumOpen: Boolean!\n    $subscribe: Boolean!\n    $profile: Boolean!\n    $account: Boolean!\n    $type: MemberResourceType\n    $page: Int!\n    $hpage: Int!\n    $size: Int!\n    $keyword: String\n    $albumId: Int!\n  ) {\n    site { ...Frame_site }\n    me {\n      displayName\n      ...CollectTab_member @include(if: $collect)\n      ...DownloadTab_member @include(if: $download)\n      ...AlbumTab_member @include(if: $album)\n      ...AlbumDetail_member @include(if: $albumOpen)\n      ...SubscribeTab_member @include(if: $subscribe)\n      ...ProfileTab_member @include(if: $profile)\n      ...AccountTab_member @include(if: $account)\n    }\n  }\n": typeof types.PersonalPageDocument,
    "\n  fragment ProfileTab_member on Member { mobileNo name email institution headPictureUrl }\n": typeof types.ProfileTab_MemberFragmentDoc,
    "\n  fragment SubscribeTab_member on Member {\n    email\n    emailVerified\n    subscriptions { ...AlertRow_subscription }\n  }\n": typeof types.SubscribeTab_MemberFragmentDoc,
    "\n  mutation PersonalUncollect($resource: MemberResourceInput!) { uncollect(resource: $resource) }\n": typeof types.PersonalUncollectDocument,
    "\n  mutation PersonalCreateAlbum($input: AlbumInput!) { createAlbum(input: $input) { id } }\n": typeof types.PersonalCreateAlbumDocument,
    "\n  mutation PersonalUpdateAlbum($id: Int!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }\n": typeof types.PersonalUpdateAlbumDocument,
    "\n  mutation PersonalDeleteAlbum($id: Int!) { deleteAlbum(id: $id) }\n": typeof types.PersonalDeleteAlbumDocument,
    "\n  mutation PersonalRemoveFromAlbum($albumId: Int!, $itemIds: [Int!]!) {\n    removeFromAlbum(albumId: $albumId, itemIds: $itemIds)\n  }\n": typeof types.PersonalRemoveFromAlbumDocument,
    "\n  mutation PersonalUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { mobileNo } }\n": typeof types.PersonalUpdateProfileDocument,
    "\n  mutation PersonalChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": typeof types.PersonalChangePasswordDocument,
    "\n  mutation PersonalChangeMobile($mobileNo: String!, $code: String!) {\n    changeMobile(mobileNo: $mobileNo, code: $code) { mobileNo }\n  }\n": typeof types.PersonalChangeMobileDocument,
    "\n  mutation PersonalLogoutEverywhere { logoutEverywhere }\n": typeof types.PersonalLogoutEverywhereDocument,
    "\n  mutation PersonalUnbindIdentity($id: Int!) { unbindIdentity(id: $id) }\n": typeof types.PersonalUnbindIdentityDocument,
    "\n  mutation PersonalDeleteAccount { deleteAccount }\n": typeof types.PersonalDeleteAccountDocument,
    "\n  fragment TargetLink_target on MemberTarget {\n    resourceType resourceId exists title articleId articleTitle publicationTitle linkId label thumbnailUrl\n  }\n": typeof types.TargetLink_TargetFragmentDoc,
    "\n  fragment SearchResults_result on SearchResult {\n    total\n    page\n    size\n    terms\n    hits { ...SearchHit_hit }\n    clusters { ...SearchFacets_cluster }\n    alternatives { ...SearchEmpty_alternative }\n  }\n": typeof types.SearchResults_ResultFragmentDoc,
    "\n  fragment SearchFacets_cluster on SearchCluster {\n    field\n    approximate\n    buckets { value label count }\n  }\n": typeof types.SearchFacets_ClusterFragmentDoc,
    "\n  query SearchFrame($sld: String, $siteId: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n  }\n": typeof types.SearchFrameDocument,
    "\n  query SearchPage($sld: String, $siteId: Int, $input: SearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      search(input: $input) { ...SearchResults_result }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query AdvancedSearchResults($sld: String, $siteId: Int, $input: AdvancedSearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      advancedSearch(input: $input) { ...SearchResults_result }\n    }\n  }\n": typeof types.AdvancedSearchResultsDocument,
    "\n  fragment SearchEmpty_alternative on SearchAlternative {\n    kind\n    q\n    field\n    precision\n    total\n  }\n": typeof types.SearchEmpty_AlternativeFragmentDoc,
    "\n  fragment SearchHit_hit on SearchHit {\n    id\n    type\n    title\n    highlightTitle\n    snippet\n    doi\n    doiUrl\n    authors\n    publication { id title issn eissn cn siteSld }\n    article { id versionLabel titleLanguage }\n    articleTitle\n    year\n    publishedDate\n    column\n    label\n    fileUrl\n    publicationType\n    openAccess\n  }\n": typeof types.SearchHit_HitFragmentDoc,
    "\n  query ColumnPage($code: String!, $id: Int) {\n    site {\n      ...Frame_site\n      id\n      column(id: $id, code: $code) { ...ColumnView_column }\n    }\n  }\n": typeof types.ColumnPageDocument,
    "\n  fragment ColumnView_column on SiteColumn {\n    id\n    code\n    name\n    content\n    link { href external }\n    sideList { id code name target { href external } }\n    news { id title publishedAt demo }\n    publications { ...JournalCard_publication }\n  }\n": typeof types.ColumnView_ColumnFragmentDoc,
    "\n  query RankPage(\n    $metric: RankMetric!\n    $window: RankWindow!\n    $publicationId: Int\n    $size: Int!\n    $channelId: Int!\n    $withChannel: Boolean!\n  ) {\n    site { name ...Frame_site ...RankingView_site }\n    channel(id: $channelId) @include(if: $withChannel) { id code }\n  }\n": typeof types.RankPageDocument,
    "\n  fragment RankingView_site on Site {\n    id\n    type\n    publications { id title }\n    ranking(metric: $metric, window: $window, publicationId: $publicationId, size: $size) {\n      metric\n      from\n      entries {\n        rank\n        count\n        article { ...ArticleLine_article }\n      }\n    }\n  }\n": typeof types.RankingView_SiteFragmentDoc,
};
const documents: Documents = {
    "\n  mutation AccountCaptchaChallenge {\n    captchaChallenge { json }\n  }\n": types.AccountCaptchaChallengeDocument,
    "\n  mutation AccountSendSmsCode($mobileNo: String!, $purpose: SmsPurpose!, $captcha: String!) {\n    sendSmsCode(mobileNo: $mobileNo, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n": types.AccountSendSmsCodeDocument,
    "\n  mutation AccountLogin($mobileNo: String!, $password: String!, $captcha: String!) {\n    login(mobileNo: $mobileNo, password: $password, captcha: $captcha) { displayName }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountLoginBySms($mobileNo: String!, $code: String!, $captcha: String!) {\n    loginBySms(mobileNo: $mobileNo, code: $code, captcha: $captcha) { displayName }\n  }\n": types.AccountLoginBySmsDocument,
    "\n  mutation AccountRegister(\n    $mobileNo: String!\n    $code: String!\n    $password: String!\n    $agree: Boolean!\n    $captcha: String!\n  ) {\n    register(mobileNo: $mobileNo, code: $code, password: $password, agree: $agree, captcha: $captcha) { displayName }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountResetPassword($mobileNo: String!, $code: String!, $password: String!) {\n    resetPassword(mobileNo: $mobileNo, code: $code, password: $password)\n  }\n": types.AccountResetPasswordDocument,
    "\n  fragment AlertRow_subscription on EmailAlert {\n    id email type keywords column publicationId publicationTitle siteId language frequency status createdAt\n  }\n": types.AlertRow_SubscriptionFragmentDoc,
    "\n  mutation AlertsSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $captcha: String!) {\n    sendEmailCode(email: $email, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n": types.AlertsSendEmailCodeDocument,
    "\n  mutation AlertsSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { ...AlertRow_subscription }\n  }\n": types.AlertsSubscribeDocument,
    "\n  mutation AlertsUpdateSubscription($id: Int!, $update: SubscriptionUpdate!) {\n    updateSubscription(id: $id, update: $update) { ...AlertRow_subscription }\n  }\n": types.AlertsUpdateSubscriptionDocument,
    "\n  mutation AlertsUnsubscribe($id: Int, $token: String) {\n    unsubscribe(id: $id, token: $token)\n  }\n": types.AlertsUnsubscribeDocument,
    "\n  mutation AlertsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) { email emailVerified }\n  }\n": types.AlertsVerifyEmailDocument,
    "\n  fragment SiteBanners_banner on Banner {\n    id\n    type\n    title\n    href\n    newWindow\n    pictureUrl\n  }\n": types.SiteBanners_BannerFragmentDoc,
    "\n  fragment ArticleCite_article on Article {\n    id\n    title\n    originalLanguage\n    citation { articleId quote transQuote }\n  }\n": types.ArticleCite_ArticleFragmentDoc,
    "\n  query BasketCitations($siteId: Int, $ids: [Int!]!) {\n    site(id: $siteId) {\n      id\n      batchCitation(ids: $ids) { articleId quote transQuote }\n    }\n  }\n": types.BasketCitationsDocument,
    "\n  query ArticleCitation($id: Int!, $style: CitationStyle!) {\n    article(id: $id) {\n      id\n      citation(style: $style) { articleId quote transQuote }\n    }\n  }\n": types.ArticleCitationDocument,
    "\n  fragment ArticleLine_article on Article {\n    id\n    title\n    titleLanguage\n    authorNames\n    pages\n    doi\n    doiUrl\n    column\n    versionLabel\n    demo\n  }\n": types.ArticleLine_ArticleFragmentDoc,
    "\n  fragment JournalIdentity_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    cn\n    publisher\n    sponsor\n    demo\n  }\n": types.JournalIdentity_PublicationFragmentDoc,
    "\n  query ErrorFrame($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) { ...Frame_site }\n  }\n": types.ErrorFrameDocument,
    "\n  fragment FigureViewerHost_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      tableHtml\n      fileUrl\n      mime\n      publisherUrl\n      downloadUrl\n      fileSize\n      image { width height src srcset webpSrcset originalUrl originalMime originalSize }\n    }\n  }\n": types.FigureViewerHost_ArticleFragmentDoc,
    "\n  fragment JournalFeedLink_publication on Publication {\n    id\n    title\n  }\n": types.JournalFeedLink_PublicationFragmentDoc,
    "\n  fragment Footer_footer on FooterConfig {\n    showLogo\n    logoUrl\n    logoName\n    backgroundColor\n    light\n    paintBackground\n    address\n    postcode\n    phone\n    fax\n    email\n    copyright\n    icp\n    picp\n    picpLink\n    qrUrl\n    qrMessage\n    showVisits\n    sumVisits\n    todayVisits\n    linkAddress\n  }\n": types.Footer_FooterFragmentDoc,
    "\n  fragment Frame_site on Site {\n    id\n    sld\n    type\n    name\n    grayType\n    logoUrl\n    demo\n    theme { colourId primary hover other background bottomLine }\n    ...Header_site\n    header { cssContent }\n    footer { ...Footer_footer cssContent }\n    tools { ...Toolbar_tool }\n    topNews { ...TopNewsBanner_news }\n  }\n": types.Frame_SiteFragmentDoc,
    "\n  fragment GroupEntrance_site on Site {\n    id\n    groupEntrance { publicationId name sld siteId logoUrl }\n  }\n": types.GroupEntrance_SiteFragmentDoc,
    "\n  fragment Header_site on Site {\n    id\n    sld\n    type\n    name\n    logoUrl\n    header {\n      navStyle\n      ceiling\n      navDistribution\n      headerHeight\n      widthBase\n      languageMenu\n      showLogin\n      showGroupEntrance\n      searchBox\n      advSearch\n      ...SearchBox_header\n      switchLanguage\n      greeting\n      logoUrl\n      compactLogoUrl\n      backgroundUrl\n      customButtons { name href }\n    }\n    nav {\n      ...NavMenu_item\n      children { ...NavMenu_item }\n    }\n    ...GroupEntrance_site\n  }\n": types.Header_SiteFragmentDoc,
    "\n  fragment NavMenu_item on NavItem {\n    id\n    code\n    name\n    target { href external }\n  }\n": types.NavMenu_ItemFragmentDoc,
    "\n  fragment SearchBox_header on HeaderConfig {\n    searchBox\n    advSearch\n    resourceSearch\n    resourceTypes\n  }\n": types.SearchBox_HeaderFragmentDoc,
    "\n  fragment Toolbar_tool on Tool {\n    id\n    name\n    type\n    platformType\n    href\n    pictureUrl\n    description\n  }\n": types.Toolbar_ToolFragmentDoc,
    "\n  fragment TopNewsBanner_news on News {\n    id\n    title\n    imageUrl\n  }\n": types.TopNewsBanner_NewsFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query SearchSuggestions($text: String!, $limit: Int) {\n    site { id }\n    searchSuggestions(text: $text, limit: $limit) {\n      kind\n      text\n      articleId\n      publication { id siteSld }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment JournalCard_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    coverUrl\n    siteSld\n    articleCount\n    demo\n  }\n": types.JournalCard_PublicationFragmentDoc,
    "\n  query MemberFavouriteIds($articles: [Int!]!, $figures: [Int!]!, $tables: [Int!]!, $journals: [Int!]!) {\n    me {\n      displayName\n      articles: favouriteIds(type: ARTICLE, ids: $articles)\n      figures: favouriteIds(type: FIGURE, ids: $figures)\n      tables: favouriteIds(type: TABLE, ids: $tables)\n      journals: favouriteIds(type: JOURNAL, ids: $journals)\n    }\n  }\n": types.MemberFavouriteIdsDocument,
    "\n  mutation MemberCollect($resource: MemberResourceInput!, $siteId: Int) {\n    collect(resource: $resource, siteId: $siteId)\n  }\n": types.MemberCollectDocument,
    "\n  mutation MemberUncollect($resource: MemberResourceInput!) {\n    uncollect(resource: $resource)\n  }\n": types.MemberUncollectDocument,
    "\n  query MemberAlbums {\n    me {\n      displayName\n      albums(size: 100) {\n        total\n        items { id name enName itemCount }\n      }\n    }\n  }\n": types.MemberAlbumsDocument,
    "\n  mutation MemberCreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) { id name enName itemCount }\n  }\n": types.MemberCreateAlbumDocument,
    "\n  mutation MemberAddToAlbums($albumIds: [Int!]!, $resources: [MemberResourceInput!]!) {\n    addToAlbums(albumIds: $albumIds, resources: $resources)\n  }\n": types.MemberAddToAlbumsDocument,
    "\n  mutation MemberRecordArticleView($articleId: Int!, $siteId: Int) {\n    recordArticleView(articleId: $articleId, siteId: $siteId)\n  }\n": types.MemberRecordArticleViewDocument,
    "\n  query MemberAlertState(\n    $type: SubscriptionType!\n    $publicationId: Int\n    $column: String\n    $keywords: String\n    $siteId: Int\n  ) {\n    me {\n      displayName\n      email\n      emailVerified\n      subscription(type: $type, publicationId: $publicationId, column: $column, keywords: $keywords, siteId: $siteId) {\n        id\n        status\n      }\n    }\n  }\n": types.MemberAlertStateDocument,
    "\n  mutation MemberSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { id status }\n  }\n": types.MemberSubscribeDocument,
    "\n  query AnalyzeSearch($q: String!, $type: SearchType) {\n    analyzeSearch(q: $q, type: $type) { q terms }\n  }\n": types.AnalyzeSearchDocument,
    "\n  query SiteDefault($sld: String, $siteId: Int, $codes: [String!]!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      defaultNav(codes: $codes) { id target { href external } }\n    }\n  }\n": types.SiteDefaultDocument,
    "\n  fragment ArticleUsageSlot_article on Article {\n    id\n    usage {\n      abstractViews\n      fulltextViews\n      downloads\n      citedBy\n      months {\n        month\n        abstractViews\n        fulltextViews\n        downloads\n      }\n    }\n  }\n": types.ArticleUsageSlot_ArticleFragmentDoc,
    "\n  query AccountBindingPage {\n    site { name ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n": types.AccountBindingPageDocument,
    "\n  query ForgetCodePage {\n    site { ...Frame_site }\n  }\n": types.ForgetCodePageDocument,
    "\n  query LoginPage {\n    site { ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n": types.LoginPageDocument,
    "\n  query RegisterPage {\n    site { ...Frame_site }\n  }\n": types.RegisterPageDocument,
    "\n  mutation BindThirdParty($ticket: String!, $mobileNo: String!, $code: String!) {\n    bindThirdParty(ticket: $ticket, mobileNo: $mobileNo, code: $code) { mobileNo displayName }\n  }\n": types.BindThirdPartyDocument,
    "\n  fragment SiteAlbumDetail_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n": types.SiteAlbumDetail_AlbumFragmentDoc,
    "\n  fragment SiteAlbumTab_page on AlbumTabPage {\n    tab\n    total\n    page\n    size\n    items { ...SiteAlbumItemRow_item }\n  }\n": types.SiteAlbumTab_PageFragmentDoc,
    "\n  fragment SiteAlbumItemRow_item on SiteAlbumItem {\n    tab\n    target { resourceId exists title articleTitle publicationTitle linkId label thumbnailUrl doi }\n    journal { id siteSld }\n  }\n": types.SiteAlbumItemRow_ItemFragmentDoc,
    "\n  fragment SiteAlbumCard_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n": types.SiteAlbumCard_AlbumFragmentDoc,
    "\n  fragment SiteAlbumList_page on AlbumPage {\n    total\n    page\n    size\n    items { ...SiteAlbumCard_album }\n  }\n": types.SiteAlbumList_PageFragmentDoc,
    "\n  query AlbumListPage($sld: String, $siteId: Int, $channelId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      albums(channelId: $channelId, page: $page, size: 12) { ...SiteAlbumList_page }\n    }\n    channel(id: $channelId) { id name }\n  }\n": types.AlbumListPageDocument,
    "\n  query AlbumDetailPage($sld: String, $siteId: Int, $id: Int!, $tab: AlbumTab, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      album(id: $id) { ...SiteAlbumDetail_album }\n      albumItems(albumId: $id, tab: $tab, page: $page, size: 20) { ...SiteAlbumTab_page }\n    }\n  }\n": types.AlbumDetailPageDocument,
    "\n  query EmailSubscribePage {\n    site {\n      ...Frame_site\n      id\n      type\n      publication { id title }\n      publications { id title }\n    }\n    me { displayName email emailVerified }\n  }\n": types.EmailSubscribePageDocument,
    "\n  query UnsubscribePage {\n    site { ...Frame_site }\n  }\n": types.UnsubscribePageDocument,
    "\n  fragment ArticleAbstracts_article on Article {\n    id\n    texts { lang isOriginal abstractHtml keywords }\n  }\n": types.ArticleAbstracts_ArticleFragmentDoc,
    "\n  fragment ArticleAuthors_article on Article {\n    id\n    authorNames\n    contributors { name role orcid email corresponding affiliationIds }\n    affiliations { id label text }\n  }\n": types.ArticleAuthors_ArticleFragmentDoc,
    "\n  query ArticleDoiPage($sld: String, $siteId: Int, $doi: String!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    articleByDoi(doi: $doi) { ...ArticleView_article ...ArticleScreen_article }\n  }\n": types.ArticleDoiPageDocument,
    "\n  fragment ArticleDownloads_article on Article {\n    id\n    pdf { url origin size }\n    xmlUrl\n    supplementaryFiles { id label fileName fileSize mime downloadUrl }\n  }\n": types.ArticleDownloads_ArticleFragmentDoc,
    "\n  fragment ArticleFullText_article on Article {\n    id\n    texts {\n      lang\n      isOriginal\n      bodyHtml\n      outline { id title level }\n    }\n    references { id }\n    resources { id jatsId kind label publisherUrl image { width height } }\n  }\n": types.ArticleFullText_ArticleFragmentDoc,
    "\n  fragment ArticleMeta_article on Article {\n    id\n    doi\n    doiUrl\n    pages\n    receivedDate\n    acceptedDate\n    publishedDate\n    column\n    articleType\n    versionLabel\n    publicationType\n    openAccess\n    views\n    downloads\n    citations\n    license { url text }\n    publication { id title issn eissn siteId }\n    issue { id year volume number title onlineFirst }\n  }\n": types.ArticleMeta_ArticleFragmentDoc,
    "\n  query ArticlePage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    article(id: $id) { ...ArticleView_article ...ArticleScreen_article }\n  }\n": types.ArticlePageDocument,
    "\n  fragment ArticleReferences_article on Article {\n    id\n    references { id label text doi doiUrl pmid pmcid }\n  }\n": types.ArticleReferences_ArticleFragmentDoc,
    "\n  fragment ArticleRelated_article on Article {\n    id\n    related(size: 5) { id title titleLanguage authorNames versionLabel demo }\n  }\n": types.ArticleRelated_ArticleFragmentDoc,
    "\n  fragment ArticleResources_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      fileUrl\n      mime\n      tableHtml\n      publisherUrl\n      image { width height src srcset }\n    }\n  }\n": types.ArticleResources_ArticleFragmentDoc,
    "\n  fragment ArticleScreen_article on Article {\n    id\n    title\n    originalLanguage\n    texts { lang isOriginal title }\n    publication { id title siteId siteSld siteIds }\n    issue { id year volume number onlineFirst title }\n  }\n": types.ArticleScreen_ArticleFragmentDoc,
    "\n  fragment ArticleTitle_article on Article {\n    id\n    title\n    originalLanguage\n    column\n    articleType\n    versionLabel\n    demo\n    texts { lang isOriginal title subtitle }\n  }\n": types.ArticleTitle_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    title\n    doi\n    views\n    downloads\n    citations\n    texts { lang bodyHtml }\n    resources { id kind }\n    column\n    publication { id }\n    ...ArticleTitle_article\n    ...ArticleAuthors_article\n    ...ArticleMeta_article\n    ...ArticleAbstracts_article\n    ...ArticleFullText_article\n    ...ArticleResources_article\n    ...ArticleReferences_article\n    ...ArticleRelated_article\n    ...ArticleCite_article\n    ...ScholarlyMeta_article\n    ...ArticleUsageSlot_article\n    ...ArticleDownloads_article\n    ...FigureViewerHost_article\n  }\n": types.ArticleView_ArticleFragmentDoc,
    "\n  fragment ScholarlyMeta_article on Article {\n    id\n    canonicalZh: canonicalUrl(lang: ZH)\n    canonicalEn: canonicalUrl(lang: EN)\n    doi\n    originalLanguage\n    texts { lang isOriginal title abstractHtml keywords }\n    contributors { name surname givenNames role orcid collab affiliationIds }\n    affiliations { id text }\n    publication { id titleZh titleEn abbrev issn eissn publisher }\n    issue { id volume number onlineFirst year pubDate }\n    fpage\n    lpage\n    elocationId\n    publishedDate\n    articleType\n    license { url text }\n    references { id text doi }\n    pdf { url }\n  }\n": types.ScholarlyMeta_ArticleFragmentDoc,
    "\n  fragment ChannelView_channel on Channel {\n    id\n    code\n    name\n    content\n    journalColumns { ...ColumnList_column }\n  }\n": types.ChannelView_ChannelFragmentDoc,
    "\n  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      channelOnSite(id: $id) { ...ChannelView_channel }\n      publication { ...JournalFacts_publication }\n    }\n  }\n": types.ChannelPageDocument,
    "\n  query RssListPage {\n    site { ...Frame_site ...RssListView_site }\n  }\n": types.RssListPageDocument,
    "\n  fragment RssListView_site on Site {\n    name\n    publications { id title }\n  }\n": types.RssListView_SiteFragmentDoc,
    "\n  query AcademicList($sld: String, $siteId: Int, $list: JournalList!, $page: Int!, $size: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publication { ...JournalHeader_publication title }\n      journalArticles(list: $list, page: $page, size: $size) { ...JournalArticleList_page }\n    }\n  }\n": types.AcademicListDocument,
    "\n  query AcademicPage($sld: String, $siteId: Int, $issueId: Int!, $byIssue: Boolean!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      publication @skip(if: $byIssue) {\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n        latestIssue { ...IssueToc_issue ...JournalJsonLd_issue }\n      }\n      publications @skip(if: $byIssue) { ...JournalPicker_publication }\n    }\n    issue(id: $issueId) @include(if: $byIssue) {\n      ...IssueToc_issue\n      ...JournalJsonLd_issue\n      publication {\n        siteIds\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n      }\n    }\n  }\n": types.AcademicPageDocument,
    "\n  query ArticleLists(\n    $list: JournalList!\n    $column: String\n    $page: Int!\n    $size: Int!\n    $menuId: Int!\n    $hasMenu: Boolean!\n    $columns: Boolean!\n  ) {\n    site {\n      ...Frame_site\n      id\n      name\n      channelOnSite(id: $menuId) @include(if: $hasMenu) { id name }\n      journalArticles(list: $list, column: $column, page: $page, size: $size) @skip(if: $columns) {\n        ...JournalArticleList_page\n      }\n      journalColumns @include(if: $columns) { ...ColumnList_column }\n    }\n  }\n": types.ArticleListsDocument,
    "\n  fragment ColumnList_column on JournalColumn {\n    name\n    key\n    articleCount\n  }\n": types.ColumnList_ColumnFragmentDoc,
    "\n  query GroupJournalPage(\n    $siteId: Int!\n    $publicationId: Int!\n    $withToc: Boolean!\n    $withYears: Boolean!\n    $withFacts: Boolean!\n    $withOnline: Boolean!\n    $page: Int!\n    $size: Int!\n  ) {\n    site(id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publications { id }\n      journalFacts(publicationId: $publicationId) @include(if: $withFacts) {\n        authority\n        editorInChief\n        frequency\n        entries { kind url }\n      }\n    }\n    publication(id: $publicationId) {\n      id\n      title\n      ...GroupJournalView_publication\n      onlineFirst(siteId: $siteId, page: $page, size: $size) @include(if: $withOnline) {\n        ...JournalArticleList_page\n        articles { id }\n      }\n      latestIssue @include(if: $withToc) { ...IssueToc_issue ...JournalJsonLd_issue }\n    }\n    facts: publication(id: $publicationId) @include(if: $withFacts) { ...JournalFacts_publication }\n    years: publication(id: $publicationId) @include(if: $withYears) { ...IssueYears_publication }\n  }\n": types.GroupJournalPageDocument,
    "\n  fragment GroupJournalView_publication on Publication {\n    id\n    title\n    demo\n    siteSld\n    ...JournalHeader_publication\n    ...JournalJsonLd_publication\n  }\n": types.GroupJournalView_PublicationFragmentDoc,
    "\n  fragment IssueToc_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    onlineFirst\n    articles { ...TocArticle_article }\n  }\n": types.IssueToc_IssueFragmentDoc,
    "\n  fragment IssueYears_publication on Publication {\n    id\n    issuesByYear {\n      year\n      issues { id year volume number title onlineFirst articleCount }\n    }\n  }\n": types.IssueYears_PublicationFragmentDoc,
    "\n  fragment JournalArticleList_page on JournalArticlePage {\n    articles {\n      id\n      title\n      authorNames\n      pages\n      doi\n      column\n      demo\n      publishedDate\n      publicationType\n      versionLabel\n    }\n    pageInfo { total page size }\n  }\n": types.JournalArticleList_PageFragmentDoc,
    "\n  fragment JournalFacts_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    description\n    language\n    indexed\n    articleCount\n    issueCount\n  }\n": types.JournalFacts_PublicationFragmentDoc,
    "\n  fragment JournalHeader_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    coverUrl\n  }\n": types.JournalHeader_PublicationFragmentDoc,
    "\n  fragment JournalJsonLd_publication on Publication {\n    id\n    titleZh\n    titleEn\n    issn\n    eissn\n    publisher\n    language\n  }\n": types.JournalJsonLd_PublicationFragmentDoc,
    "\n  fragment JournalJsonLd_issue on Issue {\n    id\n    volume\n    number\n    year\n    pubDate\n    onlineFirst\n  }\n": types.JournalJsonLd_IssueFragmentDoc,
    "\n  fragment JournalPicker_publication on Publication {\n    id\n    title\n    issn\n    eissn\n    demo\n    issueCount\n    siteSld\n    latestIssue { id }\n  }\n": types.JournalPicker_PublicationFragmentDoc,
    "\n  fragment TocArticle_article on Article {\n    ...ArticleLine_article\n    articleType\n    publishedDate\n  }\n": types.TocArticle_ArticleFragmentDoc,
    "\n  query NewsInfoPage($sld: String, $siteId: Int, $id: Int!, $activeId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      column: newsColumn(id: $id) {\n        id\n        name\n        children { id name }\n      }\n      active: newsColumn(id: $activeId) {\n        id\n        news(page: $page, size: 10) { ...NewsListView_page }\n      }\n    }\n  }\n": types.NewsInfoPageDocument,
    "\n  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    news(id: $id) { siteId ...NewsView_news }\n  }\n": types.NewsDetailPageDocument,
    "\n  fragment NewsListView_page on NewsPage {\n    items {\n      id\n      title\n      summary\n      imageUrl\n      publishedAt\n      original\n      demo\n    }\n    pageInfo {\n      total\n      page\n      size\n    }\n  }\n": types.NewsListView_PageFragmentDoc,
    "\n  query NewsTabsPage($type: String!, $page: Int!, $columnId: Int!, $withColumn: Boolean!) {\n    site {\n      ...Frame_site\n      id\n      name\n      newsList(type: $type, page: $page, size: 10) { ...NewsListView_page }\n      column: newsColumn(id: $columnId) @include(if: $withColumn) { id name }\n    }\n  }\n": types.NewsTabsPageDocument,
    "\n  fragment NewsView_news on News {\n    id\n    title\n    summary\n    content\n    imageUrl\n    sourceLink\n    publishedAt\n    original\n    demo\n  }\n": types.NewsView_NewsFragmentDoc,
    "\n  fragment ExpertDetail_expert on Expert {\n    id\n    name\n    title\n    affiliation\n    bio\n    photoUrl\n  }\n": types.ExpertDetail_ExpertFragmentDoc,
    "\n  fragment BoardView_board on EditorialBoard {\n    menu { id name }\n    experts(page: $page) { total page size items { id name title } }\n    expert(id: $expertId, page: $page) { ...ExpertDetail_expert }\n  }\n": types.BoardView_BoardFragmentDoc,
    "\n  fragment BookItem_book on Book {\n    id\n    title\n    authors\n    isbn\n    edition\n    publisher\n    year\n    catalogue\n    coverUrl\n  }\n": types.BookItem_BookFragmentDoc,
    "\n  fragment BookList_shelf on BookShelf {\n    siteId\n    menu { id name }\n    bookCloud\n    books(page: $page) { total page size items { ...BookItem_book } }\n  }\n": types.BookList_ShelfFragmentDoc,
    "\n  mutation BookCloudJump($siteId: Int!, $bookId: Int!) {\n    bookCloudJump(siteId: $siteId, bookId: $bookId)\n  }\n": types.BookCloudJumpDocument,
    "\n  query EditorialBoardPage($siteId: Int!, $menuId: Int!, $expertId: Int, $page: Int) {\n    site(id: $siteId) { ...Frame_site }\n    editorialBoard(siteId: $siteId, menuId: $menuId) { ...BoardView_board }\n  }\n": types.EditorialBoardPageDocument,
    "\n  query BookShelfPage($sld: String, $siteId: Int, $menuId: Int!, $page: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    bookShelf(siteId: $siteId, menuId: $menuId) { ...BookList_shelf }\n  }\n": types.BookShelfPageDocument,
    "\n  query HomePage($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) {\n      ...Frame_site\n      groupType\n      publication {\n        ...JournalInfo_publication\n        latestIssue { ...LatestIssue_issue }\n      }\n      publications { ...JournalCard_publication }\n      banners { ...SiteBanners_banner }\n      homeModules {\n        id\n        type\n        title\n        issue { ...LatestIssue_issue }\n        articles { ...ArticleLine_article }\n        news { ...NewsList_news }\n        publications { ...JournalCard_publication }\n        html\n        ranking { ...RankModule_ranking }\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment JournalInfo_publication on Publication {\n    ...JournalIdentity_publication\n    abbrev\n    description\n    coverUrl\n    indexed\n    articleCount\n    issueCount\n    latestIssue { id coverUrl }\n    homeFacts { authority editorInChief frequency entries { kind url } }\n  }\n": types.JournalInfo_PublicationFragmentDoc,
    "\n  fragment LatestIssue_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    articles { ...ArticleLine_article }\n  }\n": types.LatestIssue_IssueFragmentDoc,
    "\n  fragment NewsList_news on News {\n    id\n    title\n    publishedAt\n    demo\n  }\n": types.NewsList_NewsFragmentDoc,
    "\n  fragment RankModule_ranking on Ranking {\n    metric\n    window\n    entries {\n      rank\n      count\n      articleId\n      title\n      titleLanguage\n    }\n  }\n": types.RankModule_RankingFragmentDoc,
    "\n  query LegalPage($page: LegalPageKind!) {\n    site {\n      name\n      ...Frame_site\n      footer { email phone address }\n      legalPage(page: $page) { page html }\n    }\n  }\n": types.LegalPageDocument,
    "\n  fragment AccountTab_member on Member {\n    mobileNo\n    sessions { id method userAgent createdAt lastSeenAt current }\n    identities { id issuer subject displayName createdAt }\n  }\n": types.AccountTab_MemberFragmentDoc,
    "\n  fragment AlbumDetail_member on Member {\n    album(id: $albumId) { id name enName description coverUrl }\n    albumItems(albumId: $albumId, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n": types.AlbumDetail_MemberFragmentDoc,
    "\n  fragment AlbumTab_member on Member {\n    albums(keyword: $keyword, page: $page, size: $size) {\n      total\n      items { id name enName description coverUrl itemCount updatedAt }\n    }\n  }\n": types.AlbumTab_MemberFragmentDoc,
    "\n  fragment CollectTab_member on Member {\n    favourites(type: $type, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n": types.CollectTab_MemberFragmentDoc,
    "\n  fragment DownloadTab_member on Member {\n    downloads(page: $page, size: $size) {\n      total\n      items { id kind name createdAt target { ...TargetLink_target } }\n    }\n    history(page: $hpage, size: $size) {\n      total\n      items { id viewedAt target { ...TargetLink_target } }\n    }\n  }\n": types.DownloadTab_MemberFragmentDoc,
    "\n  query PersonalPage(\n    $collect: Boolean!\n    $download: Boolean!\n    $album: Boolean!\n    $albumOpen: Boolean!\n    $subscribe: Boolean!\n    $profile: Boolean!\n    $account: Boolean!\n    $type: MemberResourceType\n    $page: Int!\n    $hpage: Int!\n    $size: Int!\n    $keyword: String\n    $albumId: Int!\n  ) {\n    site { ...Frame_site }\n    me {\n      displayName\n      ...CollectTab_member @include(if: $collect)\n      ...DownloadTab_member @include(if: $download)\n      ...AlbumTab_member @include(if: $album)\n      ...AlbumDetail_member @include(if: $albumOpen)\n      ...SubscribeTab_member @include(if: $subscribe)\n      ...ProfileTab_member @include(if: $profile)\n      ...AccountTab_member @include(if: $account)\n    }\n  }\n": types.PersonalPageDocument,
    "\n  fragment ProfileTab_member on Member { mobileNo name email institution headPictureUrl }\n": types.ProfileTab_MemberFragmentDoc,
    "\n  fragment SubscribeTab_member on Member {\n    email\n    emailVerified\n    subscriptions { ...AlertRow_subscription }\n  }\n": types.SubscribeTab_MemberFragmentDoc,
    "\n  mutation PersonalUncollect($resource: MemberResourceInput!) { uncollect(resource: $resource) }\n": types.PersonalUncollectDocument,
    "\n  mutation PersonalCreateAlbum($input: AlbumInput!) { createAlbum(input: $input) { id } }\n": types.PersonalCreateAlbumDocument,
    "\n  mutation PersonalUpdateAlbum($id: Int!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }\n": types.PersonalUpdateAlbumDocument,
    "\n  mutation PersonalDeleteAlbum($id: Int!) { deleteAlbum(id: $id) }\n": types.PersonalDeleteAlbumDocument,
    "\n  mutation PersonalRemoveFromAlbum($albumId: Int!, $itemIds: [Int!]!) {\n    removeFromAlbum(albumId: $albumId, itemIds: $itemIds)\n  }\n": types.PersonalRemoveFromAlbumDocument,
    "\n  mutation PersonalUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { mobileNo } }\n": types.PersonalUpdateProfileDocument,
    "\n  mutation PersonalChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": types.PersonalChangePasswordDocument,
    "\n  mutation PersonalChangeMobile($mobileNo: String!, $code: String!) {\n    changeMobile(mobileNo: $mobileNo, code: $code) { mobileNo }\n  }\n": types.PersonalChangeMobileDocument,
    "\n  mutation PersonalLogoutEverywhere { logoutEverywhere }\n": types.PersonalLogoutEverywhereDocument,
    "\n  mutation PersonalUnbindIdentity($id: Int!) { unbindIdentity(id: $id) }\n": types.PersonalUnbindIdentityDocument,
    "\n  mutation PersonalDeleteAccount { deleteAccount }\n": types.PersonalDeleteAccountDocument,
    "\n  fragment TargetLink_target on MemberTarget {\n    resourceType resourceId exists title articleId articleTitle publicationTitle linkId label thumbnailUrl\n  }\n": types.TargetLink_TargetFragmentDoc,
    "\n  fragment SearchResults_result on SearchResult {\n    total\n    page\n    size\n    terms\n    hits { ...SearchHit_hit }\n    clusters { ...SearchFacets_cluster }\n    alternatives { ...SearchEmpty_alternative }\n  }\n": types.SearchResults_ResultFragmentDoc,
    "\n  fragment SearchFacets_cluster on SearchCluster {\n    field\n    approximate\n    buckets { value label count }\n  }\n": types.SearchFacets_ClusterFragmentDoc,
    "\n  query SearchFrame($sld: String, $siteId: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n  }\n": types.SearchFrameDocument,
    "\n  query SearchPage($sld: String, $siteId: Int, $input: SearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      search(input: $input) { ...SearchResults_result }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query AdvancedSearchResults($sld: String, $siteId: Int, $input: AdvancedSearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      advancedSearch(input: $input) { ...SearchResults_result }\n    }\n  }\n": types.AdvancedSearchResultsDocument,
    "\n  fragment SearchEmpty_alternative on SearchAlternative {\n    kind\n    q\n    field\n    precision\n    total\n  }\n": types.SearchEmpty_AlternativeFragmentDoc,
    "\n  fragment SearchHit_hit on SearchHit {\n    id\n    type\n    title\n    highlightTitle\n    snippet\n    doi\n    doiUrl\n    authors\n    publication { id title issn eissn cn siteSld }\n    article { id versionLabel titleLanguage }\n    articleTitle\n    year\n    publishedDate\n    column\n    label\n    fileUrl\n    publicationType\n    openAccess\n  }\n": types.SearchHit_HitFragmentDoc,
    "\n  query ColumnPage($code: String!, $id: Int) {\n    site {\n      ...Frame_site\n      id\n      column(id: $id, code: $code) { ...ColumnView_column }\n    }\n  }\n": types.ColumnPageDocument,
    "\n  fragment ColumnView_column on SiteColumn {\n    id\n    code\n    name\n    content\n    link { href external }\n    sideList { id code name target { href external } }\n    news { id title publishedAt demo }\n    publications { ...JournalCard_publication }\n  }\n": types.ColumnView_ColumnFragmentDoc,
    "\n  query RankPage(\n    $metric: RankMetric!\n    $window: RankWindow!\n    $publicationId: Int\n    $size: Int!\n    $channelId: Int!\n    $withChannel: Boolean!\n  ) {\n    site { name ...Frame_site ...RankingView_site }\n    channel(id: $channelId) @include(if: $withChannel) { id code }\n  }\n": types.RankPageDocument,
    "\n  fragment RankingView_site on Site {\n    id\n    type\n    publications { id title }\n    ranking(metric: $metric, window: $window, publicationId: $publicationId, size: $size) {\n      metric\n      from\n      entries {\n        rank\n        count\n        article { ...ArticleLine_article }\n      }\n    }\n  }\n": types.RankingView_SiteFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCaptchaChallenge {\n    captchaChallenge { json }\n  }\n"): (typeof documents)["\n  mutation AccountCaptchaChallenge {\n    captchaChallenge { json }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSendSmsCode($mobileNo: String!, $purpose: SmsPurpose!, $captcha: String!) {\n    sendSmsCode(mobileNo: $mobileNo, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n"): (typeof documents)["\n  mutation AccountSendSmsCode($mobileNo: String!, $purpose: SmsPurpose!, $captcha: String!) {\n    sendSmsCode(mobileNo: $mobileNo, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($mobileNo: String!, $password: String!, $captcha: String!) {\n    login(mobileNo: $mobileNo, password: $password, captcha: $captcha) { displayName }\n  }\n"): (typeof documents)["\n  mutation AccountLogin($mobileNo: String!, $password: String!, $captcha: String!) {\n    login(mobileNo: $mobileNo, password: $password, captcha: $captcha) { displayName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLoginBySms($mobileNo: String!, $code: String!, $captcha: String!) {\n    loginBySms(mobileNo: $mobileNo, code: $code, captcha: $captcha) { displayName }\n  }\n"): (typeof documents)["\n  mutation AccountLoginBySms($mobileNo: String!, $code: String!, $captcha: String!) {\n    loginBySms(mobileNo: $mobileNo, code: $code, captcha: $captcha) { displayName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister(\n    $mobileNo: String!\n    $code: String!\n    $password: String!\n    $agree: Boolean!\n    $captcha: String!\n  ) {\n    register(mobileNo: $mobileNo, code: $code, password: $password, agree: $agree, captcha: $captcha) { displayName }\n  }\n"): (typeof documents)["\n  mutation AccountRegister(\n    $mobileNo: String!\n    $code: String!\n    $password: String!\n    $agree: Boolean!\n    $captcha: String!\n  ) {\n    register(mobileNo: $mobileNo, code: $code, password: $password, agree: $agree, captcha: $captcha) { displayName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($mobileNo: String!, $code: String!, $password: String!) {\n    resetPassword(mobileNo: $mobileNo, code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation AccountResetPassword($mobileNo: String!, $code: String!, $password: String!) {\n    resetPassword(mobileNo: $mobileNo, code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertRow_subscription on EmailAlert {\n    id email type keywords column publicationId publicationTitle siteId language frequency status createdAt\n  }\n"): (typeof documents)["\n  fragment AlertRow_subscription on EmailAlert {\n    id email type keywords column publicationId publicationTitle siteId language frequency status createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlertsSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $captcha: String!) {\n    sendEmailCode(email: $email, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n"): (typeof documents)["\n  mutation AlertsSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $captcha: String!) {\n    sendEmailCode(email: $email, purpose: $purpose, captcha: $captcha) { resendAfterSeconds validForSeconds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlertsSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { ...AlertRow_subscription }\n  }\n"): (typeof documents)["\n  mutation AlertsSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { ...AlertRow_subscription }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlertsUpdateSubscription($id: Int!, $update: SubscriptionUpdate!) {\n    updateSubscription(id: $id, update: $update) { ...AlertRow_subscription }\n  }\n"): (typeof documents)["\n  mutation AlertsUpdateSubscription($id: Int!, $update: SubscriptionUpdate!) {\n    updateSubscription(id: $id, update: $update) { ...AlertRow_subscription }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlertsUnsubscribe($id: Int, $token: String) {\n    unsubscribe(id: $id, token: $token)\n  }\n"): (typeof documents)["\n  mutation AlertsUnsubscribe($id: Int, $token: String) {\n    unsubscribe(id: $id, token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlertsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) { email emailVerified }\n  }\n"): (typeof documents)["\n  mutation AlertsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) { email emailVerified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteBanners_banner on Banner {\n    id\n    type\n    title\n    href\n    newWindow\n    pictureUrl\n  }\n"): (typeof documents)["\n  fragment SiteBanners_banner on Banner {\n    id\n    type\n    title\n    href\n    newWindow\n    pictureUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCite_article on Article {\n    id\n    title\n    originalLanguage\n    citation { articleId quote transQuote }\n  }\n"): (typeof documents)["\n  fragment ArticleCite_article on Article {\n    id\n    title\n    originalLanguage\n    citation { articleId quote transQuote }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BasketCitations($siteId: Int, $ids: [Int!]!) {\n    site(id: $siteId) {\n      id\n      batchCitation(ids: $ids) { articleId quote transQuote }\n    }\n  }\n"): (typeof documents)["\n  query BasketCitations($siteId: Int, $ids: [Int!]!) {\n    site(id: $siteId) {\n      id\n      batchCitation(ids: $ids) { articleId quote transQuote }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleCitation($id: Int!, $style: CitationStyle!) {\n    article(id: $id) {\n      id\n      citation(style: $style) { articleId quote transQuote }\n    }\n  }\n"): (typeof documents)["\n  query ArticleCitation($id: Int!, $style: CitationStyle!) {\n    article(id: $id) {\n      id\n      citation(style: $style) { articleId quote transQuote }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleLine_article on Article {\n    id\n    title\n    titleLanguage\n    authorNames\n    pages\n    doi\n    doiUrl\n    column\n    versionLabel\n    demo\n  }\n"): (typeof documents)["\n  fragment ArticleLine_article on Article {\n    id\n    title\n    titleLanguage\n    authorNames\n    pages\n    doi\n    doiUrl\n    column\n    versionLabel\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalIdentity_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    cn\n    publisher\n    sponsor\n    demo\n  }\n"): (typeof documents)["\n  fragment JournalIdentity_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    cn\n    publisher\n    sponsor\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorFrame($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) { ...Frame_site }\n  }\n"): (typeof documents)["\n  query ErrorFrame($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) { ...Frame_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureViewerHost_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      tableHtml\n      fileUrl\n      mime\n      publisherUrl\n      downloadUrl\n      fileSize\n      image { width height src srcset webpSrcset originalUrl originalMime originalSize }\n    }\n  }\n"): (typeof documents)["\n  fragment FigureViewerHost_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      tableHtml\n      fileUrl\n      mime\n      publisherUrl\n      downloadUrl\n      fileSize\n      image { width height src srcset webpSrcset originalUrl originalMime originalSize }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalFeedLink_publication on Publication {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment JournalFeedLink_publication on Publication {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Footer_footer on FooterConfig {\n    showLogo\n    logoUrl\n    logoName\n    backgroundColor\n    light\n    paintBackground\n    address\n    postcode\n    phone\n    fax\n    email\n    copyright\n    icp\n    picp\n    picpLink\n    qrUrl\n    qrMessage\n    showVisits\n    sumVisits\n    todayVisits\n    linkAddress\n  }\n"): (typeof documents)["\n  fragment Footer_footer on FooterConfig {\n    showLogo\n    logoUrl\n    logoName\n    backgroundColor\n    light\n    paintBackground\n    address\n    postcode\n    phone\n    fax\n    email\n    copyright\n    icp\n    picp\n    picpLink\n    qrUrl\n    qrMessage\n    showVisits\n    sumVisits\n    todayVisits\n    linkAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Frame_site on Site {\n    id\n    sld\n    type\n    name\n    grayType\n    logoUrl\n    demo\n    theme { colourId primary hover other background bottomLine }\n    ...Header_site\n    header { cssContent }\n    footer { ...Footer_footer cssContent }\n    tools { ...Toolbar_tool }\n    topNews { ...TopNewsBanner_news }\n  }\n"): (typeof documents)["\n  fragment Frame_site on Site {\n    id\n    sld\n    type\n    name\n    grayType\n    logoUrl\n    demo\n    theme { colourId primary hover other background bottomLine }\n    ...Header_site\n    header { cssContent }\n    footer { ...Footer_footer cssContent }\n    tools { ...Toolbar_tool }\n    topNews { ...TopNewsBanner_news }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupEntrance_site on Site {\n    id\n    groupEntrance { publicationId name sld siteId logoUrl }\n  }\n"): (typeof documents)["\n  fragment GroupEntrance_site on Site {\n    id\n    groupEntrance { publicationId name sld siteId logoUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Header_site on Site {\n    id\n    sld\n    type\n    name\n    logoUrl\n    header {\n      navStyle\n      ceiling\n      navDistribution\n      headerHeight\n      widthBase\n      languageMenu\n      showLogin\n      showGroupEntrance\n      searchBox\n      advSearch\n      ...SearchBox_header\n      switchLanguage\n      greeting\n      logoUrl\n      compactLogoUrl\n      backgroundUrl\n      customButtons { name href }\n    }\n    nav {\n      ...NavMenu_item\n      children { ...NavMenu_item }\n    }\n    ...GroupEntrance_site\n  }\n"): (typeof documents)["\n  fragment Header_site on Site {\n    id\n    sld\n    type\n    name\n    logoUrl\n    header {\n      navStyle\n      ceiling\n      navDistribution\n      headerHeight\n      widthBase\n      languageMenu\n      showLogin\n      showGroupEntrance\n      searchBox\n      advSearch\n      ...SearchBox_header\n      switchLanguage\n      greeting\n      logoUrl\n      compactLogoUrl\n      backgroundUrl\n      customButtons { name href }\n    }\n    nav {\n      ...NavMenu_item\n      children { ...NavMenu_item }\n    }\n    ...GroupEntrance_site\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavMenu_item on NavItem {\n    id\n    code\n    name\n    target { href external }\n  }\n"): (typeof documents)["\n  fragment NavMenu_item on NavItem {\n    id\n    code\n    name\n    target { href external }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchBox_header on HeaderConfig {\n    searchBox\n    advSearch\n    resourceSearch\n    resourceTypes\n  }\n"): (typeof documents)["\n  fragment SearchBox_header on HeaderConfig {\n    searchBox\n    advSearch\n    resourceSearch\n    resourceTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Toolbar_tool on Tool {\n    id\n    name\n    type\n    platformType\n    href\n    pictureUrl\n    description\n  }\n"): (typeof documents)["\n  fragment Toolbar_tool on Tool {\n    id\n    name\n    type\n    platformType\n    href\n    pictureUrl\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopNewsBanner_news on News {\n    id\n    title\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment TopNewsBanner_news on News {\n    id\n    title\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($text: String!, $limit: Int) {\n    site { id }\n    searchSuggestions(text: $text, limit: $limit) {\n      kind\n      text\n      articleId\n      publication { id siteSld }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($text: String!, $limit: Int) {\n    site { id }\n    searchSuggestions(text: $text, limit: $limit) {\n      kind\n      text\n      articleId\n      publication { id siteSld }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalCard_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    coverUrl\n    siteSld\n    articleCount\n    demo\n  }\n"): (typeof documents)["\n  fragment JournalCard_publication on Publication {\n    id\n    title\n    titleZh\n    titleEn\n    issn\n    eissn\n    coverUrl\n    siteSld\n    articleCount\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberFavouriteIds($articles: [Int!]!, $figures: [Int!]!, $tables: [Int!]!, $journals: [Int!]!) {\n    me {\n      displayName\n      articles: favouriteIds(type: ARTICLE, ids: $articles)\n      figures: favouriteIds(type: FIGURE, ids: $figures)\n      tables: favouriteIds(type: TABLE, ids: $tables)\n      journals: favouriteIds(type: JOURNAL, ids: $journals)\n    }\n  }\n"): (typeof documents)["\n  query MemberFavouriteIds($articles: [Int!]!, $figures: [Int!]!, $tables: [Int!]!, $journals: [Int!]!) {\n    me {\n      displayName\n      articles: favouriteIds(type: ARTICLE, ids: $articles)\n      figures: favouriteIds(type: FIGURE, ids: $figures)\n      tables: favouriteIds(type: TABLE, ids: $tables)\n      journals: favouriteIds(type: JOURNAL, ids: $journals)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberCollect($resource: MemberResourceInput!, $siteId: Int) {\n    collect(resource: $resource, siteId: $siteId)\n  }\n"): (typeof documents)["\n  mutation MemberCollect($resource: MemberResourceInput!, $siteId: Int) {\n    collect(resource: $resource, siteId: $siteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberUncollect($resource: MemberResourceInput!) {\n    uncollect(resource: $resource)\n  }\n"): (typeof documents)["\n  mutation MemberUncollect($resource: MemberResourceInput!) {\n    uncollect(resource: $resource)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAlbums {\n    me {\n      displayName\n      albums(size: 100) {\n        total\n        items { id name enName itemCount }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAlbums {\n    me {\n      displayName\n      albums(size: 100) {\n        total\n        items { id name enName itemCount }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberCreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) { id name enName itemCount }\n  }\n"): (typeof documents)["\n  mutation MemberCreateAlbum($input: AlbumInput!) {\n    createAlbum(input: $input) { id name enName itemCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberAddToAlbums($albumIds: [Int!]!, $resources: [MemberResourceInput!]!) {\n    addToAlbums(albumIds: $albumIds, resources: $resources)\n  }\n"): (typeof documents)["\n  mutation MemberAddToAlbums($albumIds: [Int!]!, $resources: [MemberResourceInput!]!) {\n    addToAlbums(albumIds: $albumIds, resources: $resources)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberRecordArticleView($articleId: Int!, $siteId: Int) {\n    recordArticleView(articleId: $articleId, siteId: $siteId)\n  }\n"): (typeof documents)["\n  mutation MemberRecordArticleView($articleId: Int!, $siteId: Int) {\n    recordArticleView(articleId: $articleId, siteId: $siteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAlertState(\n    $type: SubscriptionType!\n    $publicationId: Int\n    $column: String\n    $keywords: String\n    $siteId: Int\n  ) {\n    me {\n      displayName\n      email\n      emailVerified\n      subscription(type: $type, publicationId: $publicationId, column: $column, keywords: $keywords, siteId: $siteId) {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAlertState(\n    $type: SubscriptionType!\n    $publicationId: Int\n    $column: String\n    $keywords: String\n    $siteId: Int\n  ) {\n    me {\n      displayName\n      email\n      emailVerified\n      subscription(type: $type, publicationId: $publicationId, column: $column, keywords: $keywords, siteId: $siteId) {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { id status }\n  }\n"): (typeof documents)["\n  mutation MemberSubscribe($input: SubscriptionInput!) {\n    subscribe(input: $input) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyzeSearch($q: String!, $type: SearchType) {\n    analyzeSearch(q: $q, type: $type) { q terms }\n  }\n"): (typeof documents)["\n  query AnalyzeSearch($q: String!, $type: SearchType) {\n    analyzeSearch(q: $q, type: $type) { q terms }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteDefault($sld: String, $siteId: Int, $codes: [String!]!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      defaultNav(codes: $codes) { id target { href external } }\n    }\n  }\n"): (typeof documents)["\n  query SiteDefault($sld: String, $siteId: Int, $codes: [String!]!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      defaultNav(codes: $codes) { id target { href external } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleUsageSlot_article on Article {\n    id\n    usage {\n      abstractViews\n      fulltextViews\n      downloads\n      citedBy\n      months {\n        month\n        abstractViews\n        fulltextViews\n        downloads\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleUsageSlot_article on Article {\n    id\n    usage {\n      abstractViews\n      fulltextViews\n      downloads\n      citedBy\n      months {\n        month\n        abstractViews\n        fulltextViews\n        downloads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBindingPage {\n    site { name ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n"): (typeof documents)["\n  query AccountBindingPage {\n    site { name ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForgetCodePage {\n    site { ...Frame_site }\n  }\n"): (typeof documents)["\n  query ForgetCodePage {\n    site { ...Frame_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPage {\n    site { ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n"): (typeof documents)["\n  query LoginPage {\n    site { ...Frame_site }\n    thirdPartyLogin { name startPath }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterPage {\n    site { ...Frame_site }\n  }\n"): (typeof documents)["\n  query RegisterPage {\n    site { ...Frame_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindThirdParty($ticket: String!, $mobileNo: String!, $code: String!) {\n    bindThirdParty(ticket: $ticket, mobileNo: $mobileNo, code: $code) { mobileNo displayName }\n  }\n"): (typeof documents)["\n  mutation BindThirdParty($ticket: String!, $mobileNo: String!, $code: String!) {\n    bindThirdParty(ticket: $ticket, mobileNo: $mobileNo, code: $code) { mobileNo displayName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteAlbumDetail_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n"): (typeof documents)["\n  fragment SiteAlbumDetail_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteAlbumTab_page on AlbumTabPage {\n    tab\n    total\n    page\n    size\n    items { ...SiteAlbumItemRow_item }\n  }\n"): (typeof documents)["\n  fragment SiteAlbumTab_page on AlbumTabPage {\n    tab\n    total\n    page\n    size\n    items { ...SiteAlbumItemRow_item }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteAlbumItemRow_item on SiteAlbumItem {\n    tab\n    target { resourceId exists title articleTitle publicationTitle linkId label thumbnailUrl doi }\n    journal { id siteSld }\n  }\n"): (typeof documents)["\n  fragment SiteAlbumItemRow_item on SiteAlbumItem {\n    tab\n    target { resourceId exists title articleTitle publicationTitle linkId label thumbnailUrl doi }\n    journal { id siteSld }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteAlbumCard_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n"): (typeof documents)["\n  fragment SiteAlbumCard_album on Album {\n    id\n    name\n    description\n    coverUrl\n    itemCount\n    tabs { tab count }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteAlbumList_page on AlbumPage {\n    total\n    page\n    size\n    items { ...SiteAlbumCard_album }\n  }\n"): (typeof documents)["\n  fragment SiteAlbumList_page on AlbumPage {\n    total\n    page\n    size\n    items { ...SiteAlbumCard_album }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlbumListPage($sld: String, $siteId: Int, $channelId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      albums(channelId: $channelId, page: $page, size: 12) { ...SiteAlbumList_page }\n    }\n    channel(id: $channelId) { id name }\n  }\n"): (typeof documents)["\n  query AlbumListPage($sld: String, $siteId: Int, $channelId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      albums(channelId: $channelId, page: $page, size: 12) { ...SiteAlbumList_page }\n    }\n    channel(id: $channelId) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlbumDetailPage($sld: String, $siteId: Int, $id: Int!, $tab: AlbumTab, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      album(id: $id) { ...SiteAlbumDetail_album }\n      albumItems(albumId: $id, tab: $tab, page: $page, size: 20) { ...SiteAlbumTab_page }\n    }\n  }\n"): (typeof documents)["\n  query AlbumDetailPage($sld: String, $siteId: Int, $id: Int!, $tab: AlbumTab, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      album(id: $id) { ...SiteAlbumDetail_album }\n      albumItems(albumId: $id, tab: $tab, page: $page, size: 20) { ...SiteAlbumTab_page }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailSubscribePage {\n    site {\n      ...Frame_site\n      id\n      type\n      publication { id title }\n      publications { id title }\n    }\n    me { displayName email emailVerified }\n  }\n"): (typeof documents)["\n  query EmailSubscribePage {\n    site {\n      ...Frame_site\n      id\n      type\n      publication { id title }\n      publications { id title }\n    }\n    me { displayName email emailVerified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnsubscribePage {\n    site { ...Frame_site }\n  }\n"): (typeof documents)["\n  query UnsubscribePage {\n    site { ...Frame_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleAbstracts_article on Article {\n    id\n    texts { lang isOriginal abstractHtml keywords }\n  }\n"): (typeof documents)["\n  fragment ArticleAbstracts_article on Article {\n    id\n    texts { lang isOriginal abstractHtml keywords }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleAuthors_article on Article {\n    id\n    authorNames\n    contributors { name role orcid email corresponding affiliationIds }\n    affiliations { id label text }\n  }\n"): (typeof documents)["\n  fragment ArticleAuthors_article on Article {\n    id\n    authorNames\n    contributors { name role orcid email corresponding affiliationIds }\n    affiliations { id label text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDoiPage($sld: String, $siteId: Int, $doi: String!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    articleByDoi(doi: $doi) { ...ArticleView_article ...ArticleScreen_article }\n  }\n"): (typeof documents)["\n  query ArticleDoiPage($sld: String, $siteId: Int, $doi: String!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    articleByDoi(doi: $doi) { ...ArticleView_article ...ArticleScreen_article }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleDownloads_article on Article {\n    id\n    pdf { url origin size }\n    xmlUrl\n    supplementaryFiles { id label fileName fileSize mime downloadUrl }\n  }\n"): (typeof documents)["\n  fragment ArticleDownloads_article on Article {\n    id\n    pdf { url origin size }\n    xmlUrl\n    supplementaryFiles { id label fileName fileSize mime downloadUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleFullText_article on Article {\n    id\n    texts {\n      lang\n      isOriginal\n      bodyHtml\n      outline { id title level }\n    }\n    references { id }\n    resources { id jatsId kind label publisherUrl image { width height } }\n  }\n"): (typeof documents)["\n  fragment ArticleFullText_article on Article {\n    id\n    texts {\n      lang\n      isOriginal\n      bodyHtml\n      outline { id title level }\n    }\n    references { id }\n    resources { id jatsId kind label publisherUrl image { width height } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleMeta_article on Article {\n    id\n    doi\n    doiUrl\n    pages\n    receivedDate\n    acceptedDate\n    publishedDate\n    column\n    articleType\n    versionLabel\n    publicationType\n    openAccess\n    views\n    downloads\n    citations\n    license { url text }\n    publication { id title issn eissn siteId }\n    issue { id year volume number title onlineFirst }\n  }\n"): (typeof documents)["\n  fragment ArticleMeta_article on Article {\n    id\n    doi\n    doiUrl\n    pages\n    receivedDate\n    acceptedDate\n    publishedDate\n    column\n    articleType\n    versionLabel\n    publicationType\n    openAccess\n    views\n    downloads\n    citations\n    license { url text }\n    publication { id title issn eissn siteId }\n    issue { id year volume number title onlineFirst }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    article(id: $id) { ...ArticleView_article ...ArticleScreen_article }\n  }\n"): (typeof documents)["\n  query ArticlePage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    article(id: $id) { ...ArticleView_article ...ArticleScreen_article }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleReferences_article on Article {\n    id\n    references { id label text doi doiUrl pmid pmcid }\n  }\n"): (typeof documents)["\n  fragment ArticleReferences_article on Article {\n    id\n    references { id label text doi doiUrl pmid pmcid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleRelated_article on Article {\n    id\n    related(size: 5) { id title titleLanguage authorNames versionLabel demo }\n  }\n"): (typeof documents)["\n  fragment ArticleRelated_article on Article {\n    id\n    related(size: 5) { id title titleLanguage authorNames versionLabel demo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleResources_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      fileUrl\n      mime\n      tableHtml\n      publisherUrl\n      image { width height src srcset }\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleResources_article on Article {\n    id\n    resources {\n      id\n      kind\n      jatsId\n      label\n      captionHtml\n      fileUrl\n      mime\n      tableHtml\n      publisherUrl\n      image { width height src srcset }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleScreen_article on Article {\n    id\n    title\n    originalLanguage\n    texts { lang isOriginal title }\n    publication { id title siteId siteSld siteIds }\n    issue { id year volume number onlineFirst title }\n  }\n"): (typeof documents)["\n  fragment ArticleScreen_article on Article {\n    id\n    title\n    originalLanguage\n    texts { lang isOriginal title }\n    publication { id title siteId siteSld siteIds }\n    issue { id year volume number onlineFirst title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleTitle_article on Article {\n    id\n    title\n    originalLanguage\n    column\n    articleType\n    versionLabel\n    demo\n    texts { lang isOriginal title subtitle }\n  }\n"): (typeof documents)["\n  fragment ArticleTitle_article on Article {\n    id\n    title\n    originalLanguage\n    column\n    articleType\n    versionLabel\n    demo\n    texts { lang isOriginal title subtitle }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleView_article on Article {\n    id\n    title\n    doi\n    views\n    downloads\n    citations\n    texts { lang bodyHtml }\n    resources { id kind }\n    column\n    publication { id }\n    ...ArticleTitle_article\n    ...ArticleAuthors_article\n    ...ArticleMeta_article\n    ...ArticleAbstracts_article\n    ...ArticleFullText_article\n    ...ArticleResources_article\n    ...ArticleReferences_article\n    ...ArticleRelated_article\n    ...ArticleCite_article\n    ...ScholarlyMeta_article\n    ...ArticleUsageSlot_article\n    ...ArticleDownloads_article\n    ...FigureViewerHost_article\n  }\n"): (typeof documents)["\n  fragment ArticleView_article on Article {\n    id\n    title\n    doi\n    views\n    downloads\n    citations\n    texts { lang bodyHtml }\n    resources { id kind }\n    column\n    publication { id }\n    ...ArticleTitle_article\n    ...ArticleAuthors_article\n    ...ArticleMeta_article\n    ...ArticleAbstracts_article\n    ...ArticleFullText_article\n    ...ArticleResources_article\n    ...ArticleReferences_article\n    ...ArticleRelated_article\n    ...ArticleCite_article\n    ...ScholarlyMeta_article\n    ...ArticleUsageSlot_article\n    ...ArticleDownloads_article\n    ...FigureViewerHost_article\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScholarlyMeta_article on Article {\n    id\n    canonicalZh: canonicalUrl(lang: ZH)\n    canonicalEn: canonicalUrl(lang: EN)\n    doi\n    originalLanguage\n    texts { lang isOriginal title abstractHtml keywords }\n    contributors { name surname givenNames role orcid collab affiliationIds }\n    affiliations { id text }\n    publication { id titleZh titleEn abbrev issn eissn publisher }\n    issue { id volume number onlineFirst year pubDate }\n    fpage\n    lpage\n    elocationId\n    publishedDate\n    articleType\n    license { url text }\n    references { id text doi }\n    pdf { url }\n  }\n"): (typeof documents)["\n  fragment ScholarlyMeta_article on Article {\n    id\n    canonicalZh: canonicalUrl(lang: ZH)\n    canonicalEn: canonicalUrl(lang: EN)\n    doi\n    originalLanguage\n    texts { lang isOriginal title abstractHtml keywords }\n    contributors { name surname givenNames role orcid collab affiliationIds }\n    affiliations { id text }\n    publication { id titleZh titleEn abbrev issn eissn publisher }\n    issue { id volume number onlineFirst year pubDate }\n    fpage\n    lpage\n    elocationId\n    publishedDate\n    articleType\n    license { url text }\n    references { id text doi }\n    pdf { url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelView_channel on Channel {\n    id\n    code\n    name\n    content\n    journalColumns { ...ColumnList_column }\n  }\n"): (typeof documents)["\n  fragment ChannelView_channel on Channel {\n    id\n    code\n    name\n    content\n    journalColumns { ...ColumnList_column }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      channelOnSite(id: $id) { ...ChannelView_channel }\n      publication { ...JournalFacts_publication }\n    }\n  }\n"): (typeof documents)["\n  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      name\n      channelOnSite(id: $id) { ...ChannelView_channel }\n      publication { ...JournalFacts_publication }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RssListPage {\n    site { ...Frame_site ...RssListView_site }\n  }\n"): (typeof documents)["\n  query RssListPage {\n    site { ...Frame_site ...RssListView_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RssListView_site on Site {\n    name\n    publications { id title }\n  }\n"): (typeof documents)["\n  fragment RssListView_site on Site {\n    name\n    publications { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademicList($sld: String, $siteId: Int, $list: JournalList!, $page: Int!, $size: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publication { ...JournalHeader_publication title }\n      journalArticles(list: $list, page: $page, size: $size) { ...JournalArticleList_page }\n    }\n  }\n"): (typeof documents)["\n  query AcademicList($sld: String, $siteId: Int, $list: JournalList!, $page: Int!, $size: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publication { ...JournalHeader_publication title }\n      journalArticles(list: $list, page: $page, size: $size) { ...JournalArticleList_page }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademicPage($sld: String, $siteId: Int, $issueId: Int!, $byIssue: Boolean!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      publication @skip(if: $byIssue) {\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n        latestIssue { ...IssueToc_issue ...JournalJsonLd_issue }\n      }\n      publications @skip(if: $byIssue) { ...JournalPicker_publication }\n    }\n    issue(id: $issueId) @include(if: $byIssue) {\n      ...IssueToc_issue\n      ...JournalJsonLd_issue\n      publication {\n        siteIds\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademicPage($sld: String, $siteId: Int, $issueId: Int!, $byIssue: Boolean!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      publication @skip(if: $byIssue) {\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n        latestIssue { ...IssueToc_issue ...JournalJsonLd_issue }\n      }\n      publications @skip(if: $byIssue) { ...JournalPicker_publication }\n    }\n    issue(id: $issueId) @include(if: $byIssue) {\n      ...IssueToc_issue\n      ...JournalJsonLd_issue\n      publication {\n        siteIds\n        ...JournalHeader_publication\n        ...IssueYears_publication\n        ...JournalJsonLd_publication\n        ...JournalFeedLink_publication\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleLists(\n    $list: JournalList!\n    $column: String\n    $page: Int!\n    $size: Int!\n    $menuId: Int!\n    $hasMenu: Boolean!\n    $columns: Boolean!\n  ) {\n    site {\n      ...Frame_site\n      id\n      name\n      channelOnSite(id: $menuId) @include(if: $hasMenu) { id name }\n      journalArticles(list: $list, column: $column, page: $page, size: $size) @skip(if: $columns) {\n        ...JournalArticleList_page\n      }\n      journalColumns @include(if: $columns) { ...ColumnList_column }\n    }\n  }\n"): (typeof documents)["\n  query ArticleLists(\n    $list: JournalList!\n    $column: String\n    $page: Int!\n    $size: Int!\n    $menuId: Int!\n    $hasMenu: Boolean!\n    $columns: Boolean!\n  ) {\n    site {\n      ...Frame_site\n      id\n      name\n      channelOnSite(id: $menuId) @include(if: $hasMenu) { id name }\n      journalArticles(list: $list, column: $column, page: $page, size: $size) @skip(if: $columns) {\n        ...JournalArticleList_page\n      }\n      journalColumns @include(if: $columns) { ...ColumnList_column }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ColumnList_column on JournalColumn {\n    name\n    key\n    articleCount\n  }\n"): (typeof documents)["\n  fragment ColumnList_column on JournalColumn {\n    name\n    key\n    articleCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupJournalPage(\n    $siteId: Int!\n    $publicationId: Int!\n    $withToc: Boolean!\n    $withYears: Boolean!\n    $withFacts: Boolean!\n    $withOnline: Boolean!\n    $page: Int!\n    $size: Int!\n  ) {\n    site(id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publications { id }\n      journalFacts(publicationId: $publicationId) @include(if: $withFacts) {\n        authority\n        editorInChief\n        frequency\n        entries { kind url }\n      }\n    }\n    publication(id: $publicationId) {\n      id\n      title\n      ...GroupJournalView_publication\n      onlineFirst(siteId: $siteId, page: $page, size: $size) @include(if: $withOnline) {\n        ...JournalArticleList_page\n        articles { id }\n      }\n      latestIssue @include(if: $withToc) { ...IssueToc_issue ...JournalJsonLd_issue }\n    }\n    facts: publication(id: $publicationId) @include(if: $withFacts) { ...JournalFacts_publication }\n    years: publication(id: $publicationId) @include(if: $withYears) { ...IssueYears_publication }\n  }\n"): (typeof documents)["\n  query GroupJournalPage(\n    $siteId: Int!\n    $publicationId: Int!\n    $withToc: Boolean!\n    $withYears: Boolean!\n    $withFacts: Boolean!\n    $withOnline: Boolean!\n    $page: Int!\n    $size: Int!\n  ) {\n    site(id: $siteId) {\n      ...Frame_site\n      id\n      name\n      publications { id }\n      journalFacts(publicationId: $publicationId) @include(if: $withFacts) {\n        authority\n        editorInChief\n        frequency\n        entries { kind url }\n      }\n    }\n    publication(id: $publicationId) {\n      id\n      title\n      ...GroupJournalView_publication\n      onlineFirst(siteId: $siteId, page: $page, size: $size) @include(if: $withOnline) {\n        ...JournalArticleList_page\n        articles { id }\n      }\n      latestIssue @include(if: $withToc) { ...IssueToc_issue ...JournalJsonLd_issue }\n    }\n    facts: publication(id: $publicationId) @include(if: $withFacts) { ...JournalFacts_publication }\n    years: publication(id: $publicationId) @include(if: $withYears) { ...IssueYears_publication }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupJournalView_publication on Publication {\n    id\n    title\n    demo\n    siteSld\n    ...JournalHeader_publication\n    ...JournalJsonLd_publication\n  }\n"): (typeof documents)["\n  fragment GroupJournalView_publication on Publication {\n    id\n    title\n    demo\n    siteSld\n    ...JournalHeader_publication\n    ...JournalJsonLd_publication\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssueToc_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    onlineFirst\n    articles { ...TocArticle_article }\n  }\n"): (typeof documents)["\n  fragment IssueToc_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    onlineFirst\n    articles { ...TocArticle_article }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssueYears_publication on Publication {\n    id\n    issuesByYear {\n      year\n      issues { id year volume number title onlineFirst articleCount }\n    }\n  }\n"): (typeof documents)["\n  fragment IssueYears_publication on Publication {\n    id\n    issuesByYear {\n      year\n      issues { id year volume number title onlineFirst articleCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalArticleList_page on JournalArticlePage {\n    articles {\n      id\n      title\n      authorNames\n      pages\n      doi\n      column\n      demo\n      publishedDate\n      publicationType\n      versionLabel\n    }\n    pageInfo { total page size }\n  }\n"): (typeof documents)["\n  fragment JournalArticleList_page on JournalArticlePage {\n    articles {\n      id\n      title\n      authorNames\n      pages\n      doi\n      column\n      demo\n      publishedDate\n      publicationType\n      versionLabel\n    }\n    pageInfo { total page size }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalFacts_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    description\n    language\n    indexed\n    articleCount\n    issueCount\n  }\n"): (typeof documents)["\n  fragment JournalFacts_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    description\n    language\n    indexed\n    articleCount\n    issueCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalHeader_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    coverUrl\n  }\n"): (typeof documents)["\n  fragment JournalHeader_publication on Publication {\n    ...JournalIdentity_publication\n    id\n    title\n    coverUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalJsonLd_publication on Publication {\n    id\n    titleZh\n    titleEn\n    issn\n    eissn\n    publisher\n    language\n  }\n"): (typeof documents)["\n  fragment JournalJsonLd_publication on Publication {\n    id\n    titleZh\n    titleEn\n    issn\n    eissn\n    publisher\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalJsonLd_issue on Issue {\n    id\n    volume\n    number\n    year\n    pubDate\n    onlineFirst\n  }\n"): (typeof documents)["\n  fragment JournalJsonLd_issue on Issue {\n    id\n    volume\n    number\n    year\n    pubDate\n    onlineFirst\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalPicker_publication on Publication {\n    id\n    title\n    issn\n    eissn\n    demo\n    issueCount\n    siteSld\n    latestIssue { id }\n  }\n"): (typeof documents)["\n  fragment JournalPicker_publication on Publication {\n    id\n    title\n    issn\n    eissn\n    demo\n    issueCount\n    siteSld\n    latestIssue { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TocArticle_article on Article {\n    ...ArticleLine_article\n    articleType\n    publishedDate\n  }\n"): (typeof documents)["\n  fragment TocArticle_article on Article {\n    ...ArticleLine_article\n    articleType\n    publishedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsInfoPage($sld: String, $siteId: Int, $id: Int!, $activeId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      column: newsColumn(id: $id) {\n        id\n        name\n        children { id name }\n      }\n      active: newsColumn(id: $activeId) {\n        id\n        news(page: $page, size: 10) { ...NewsListView_page }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsInfoPage($sld: String, $siteId: Int, $id: Int!, $activeId: Int!, $page: Int!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      id\n      name\n      column: newsColumn(id: $id) {\n        id\n        name\n        children { id name }\n      }\n      active: newsColumn(id: $activeId) {\n        id\n        news(page: $page, size: 10) { ...NewsListView_page }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    news(id: $id) { siteId ...NewsView_news }\n  }\n"): (typeof documents)["\n  query NewsDetailPage($sld: String, $siteId: Int, $id: Int!) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    news(id: $id) { siteId ...NewsView_news }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsListView_page on NewsPage {\n    items {\n      id\n      title\n      summary\n      imageUrl\n      publishedAt\n      original\n      demo\n    }\n    pageInfo {\n      total\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment NewsListView_page on NewsPage {\n    items {\n      id\n      title\n      summary\n      imageUrl\n      publishedAt\n      original\n      demo\n    }\n    pageInfo {\n      total\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsTabsPage($type: String!, $page: Int!, $columnId: Int!, $withColumn: Boolean!) {\n    site {\n      ...Frame_site\n      id\n      name\n      newsList(type: $type, page: $page, size: 10) { ...NewsListView_page }\n      column: newsColumn(id: $columnId) @include(if: $withColumn) { id name }\n    }\n  }\n"): (typeof documents)["\n  query NewsTabsPage($type: String!, $page: Int!, $columnId: Int!, $withColumn: Boolean!) {\n    site {\n      ...Frame_site\n      id\n      name\n      newsList(type: $type, page: $page, size: 10) { ...NewsListView_page }\n      column: newsColumn(id: $columnId) @include(if: $withColumn) { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsView_news on News {\n    id\n    title\n    summary\n    content\n    imageUrl\n    sourceLink\n    publishedAt\n    original\n    demo\n  }\n"): (typeof documents)["\n  fragment NewsView_news on News {\n    id\n    title\n    summary\n    content\n    imageUrl\n    sourceLink\n    publishedAt\n    original\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExpertDetail_expert on Expert {\n    id\n    name\n    title\n    affiliation\n    bio\n    photoUrl\n  }\n"): (typeof documents)["\n  fragment ExpertDetail_expert on Expert {\n    id\n    name\n    title\n    affiliation\n    bio\n    photoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardView_board on EditorialBoard {\n    menu { id name }\n    experts(page: $page) { total page size items { id name title } }\n    expert(id: $expertId, page: $page) { ...ExpertDetail_expert }\n  }\n"): (typeof documents)["\n  fragment BoardView_board on EditorialBoard {\n    menu { id name }\n    experts(page: $page) { total page size items { id name title } }\n    expert(id: $expertId, page: $page) { ...ExpertDetail_expert }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookItem_book on Book {\n    id\n    title\n    authors\n    isbn\n    edition\n    publisher\n    year\n    catalogue\n    coverUrl\n  }\n"): (typeof documents)["\n  fragment BookItem_book on Book {\n    id\n    title\n    authors\n    isbn\n    edition\n    publisher\n    year\n    catalogue\n    coverUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookList_shelf on BookShelf {\n    siteId\n    menu { id name }\n    bookCloud\n    books(page: $page) { total page size items { ...BookItem_book } }\n  }\n"): (typeof documents)["\n  fragment BookList_shelf on BookShelf {\n    siteId\n    menu { id name }\n    bookCloud\n    books(page: $page) { total page size items { ...BookItem_book } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookCloudJump($siteId: Int!, $bookId: Int!) {\n    bookCloudJump(siteId: $siteId, bookId: $bookId)\n  }\n"): (typeof documents)["\n  mutation BookCloudJump($siteId: Int!, $bookId: Int!) {\n    bookCloudJump(siteId: $siteId, bookId: $bookId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorialBoardPage($siteId: Int!, $menuId: Int!, $expertId: Int, $page: Int) {\n    site(id: $siteId) { ...Frame_site }\n    editorialBoard(siteId: $siteId, menuId: $menuId) { ...BoardView_board }\n  }\n"): (typeof documents)["\n  query EditorialBoardPage($siteId: Int!, $menuId: Int!, $expertId: Int, $page: Int) {\n    site(id: $siteId) { ...Frame_site }\n    editorialBoard(siteId: $siteId, menuId: $menuId) { ...BoardView_board }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookShelfPage($sld: String, $siteId: Int, $menuId: Int!, $page: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    bookShelf(siteId: $siteId, menuId: $menuId) { ...BookList_shelf }\n  }\n"): (typeof documents)["\n  query BookShelfPage($sld: String, $siteId: Int, $menuId: Int!, $page: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n    bookShelf(siteId: $siteId, menuId: $menuId) { ...BookList_shelf }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) {\n      ...Frame_site\n      groupType\n      publication {\n        ...JournalInfo_publication\n        latestIssue { ...LatestIssue_issue }\n      }\n      publications { ...JournalCard_publication }\n      banners { ...SiteBanners_banner }\n      homeModules {\n        id\n        type\n        title\n        issue { ...LatestIssue_issue }\n        articles { ...ArticleLine_article }\n        news { ...NewsList_news }\n        publications { ...JournalCard_publication }\n        html\n        ranking { ...RankModule_ranking }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($sld: String, $id: Int) {\n    site(sld: $sld, id: $id) {\n      ...Frame_site\n      groupType\n      publication {\n        ...JournalInfo_publication\n        latestIssue { ...LatestIssue_issue }\n      }\n      publications { ...JournalCard_publication }\n      banners { ...SiteBanners_banner }\n      homeModules {\n        id\n        type\n        title\n        issue { ...LatestIssue_issue }\n        articles { ...ArticleLine_article }\n        news { ...NewsList_news }\n        publications { ...JournalCard_publication }\n        html\n        ranking { ...RankModule_ranking }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalInfo_publication on Publication {\n    ...JournalIdentity_publication\n    abbrev\n    description\n    coverUrl\n    indexed\n    articleCount\n    issueCount\n    latestIssue { id coverUrl }\n    homeFacts { authority editorInChief frequency entries { kind url } }\n  }\n"): (typeof documents)["\n  fragment JournalInfo_publication on Publication {\n    ...JournalIdentity_publication\n    abbrev\n    description\n    coverUrl\n    indexed\n    articleCount\n    issueCount\n    latestIssue { id coverUrl }\n    homeFacts { authority editorInChief frequency entries { kind url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestIssue_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    articles { ...ArticleLine_article }\n  }\n"): (typeof documents)["\n  fragment LatestIssue_issue on Issue {\n    id\n    year\n    volume\n    number\n    pubDate\n    title\n    articles { ...ArticleLine_article }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsList_news on News {\n    id\n    title\n    publishedAt\n    demo\n  }\n"): (typeof documents)["\n  fragment NewsList_news on News {\n    id\n    title\n    publishedAt\n    demo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankModule_ranking on Ranking {\n    metric\n    window\n    entries {\n      rank\n      count\n      articleId\n      title\n      titleLanguage\n    }\n  }\n"): (typeof documents)["\n  fragment RankModule_ranking on Ranking {\n    metric\n    window\n    entries {\n      rank\n      count\n      articleId\n      title\n      titleLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage($page: LegalPageKind!) {\n    site {\n      name\n      ...Frame_site\n      footer { email phone address }\n      legalPage(page: $page) { page html }\n    }\n  }\n"): (typeof documents)["\n  query LegalPage($page: LegalPageKind!) {\n    site {\n      name\n      ...Frame_site\n      footer { email phone address }\n      legalPage(page: $page) { page html }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountTab_member on Member {\n    mobileNo\n    sessions { id method userAgent createdAt lastSeenAt current }\n    identities { id issuer subject displayName createdAt }\n  }\n"): (typeof documents)["\n  fragment AccountTab_member on Member {\n    mobileNo\n    sessions { id method userAgent createdAt lastSeenAt current }\n    identities { id issuer subject displayName createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlbumDetail_member on Member {\n    album(id: $albumId) { id name enName description coverUrl }\n    albumItems(albumId: $albumId, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n"): (typeof documents)["\n  fragment AlbumDetail_member on Member {\n    album(id: $albumId) { id name enName description coverUrl }\n    albumItems(albumId: $albumId, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlbumTab_member on Member {\n    albums(keyword: $keyword, page: $page, size: $size) {\n      total\n      items { id name enName description coverUrl itemCount updatedAt }\n    }\n  }\n"): (typeof documents)["\n  fragment AlbumTab_member on Member {\n    albums(keyword: $keyword, page: $page, size: $size) {\n      total\n      items { id name enName description coverUrl itemCount updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectTab_member on Member {\n    favourites(type: $type, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n"): (typeof documents)["\n  fragment CollectTab_member on Member {\n    favourites(type: $type, page: $page, size: $size) {\n      total\n      items { id createdAt target { ...TargetLink_target } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadTab_member on Member {\n    downloads(page: $page, size: $size) {\n      total\n      items { id kind name createdAt target { ...TargetLink_target } }\n    }\n    history(page: $hpage, size: $size) {\n      total\n      items { id viewedAt target { ...TargetLink_target } }\n    }\n  }\n"): (typeof documents)["\n  fragment DownloadTab_member on Member {\n    downloads(page: $page, size: $size) {\n      total\n      items { id kind name createdAt target { ...TargetLink_target } }\n    }\n    history(page: $hpage, size: $size) {\n      total\n      items { id viewedAt target { ...TargetLink_target } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalPage(\n    $collect: Boolean!\n    $download: Boolean!\n    $album: Boolean!\n    $albumOpen: Boolean!\n    $subscribe: Boolean!\n    $profile: Boolean!\n    $account: Boolean!\n    $type: MemberResourceType\n    $page: Int!\n    $hpage: Int!\n    $size: Int!\n    $keyword: String\n    $albumId: Int!\n  ) {\n    site { ...Frame_site }\n    me {\n      displayName\n      ...CollectTab_member @include(if: $collect)\n      ...DownloadTab_member @include(if: $download)\n      ...AlbumTab_member @include(if: $album)\n      ...AlbumDetail_member @include(if: $albumOpen)\n      ...SubscribeTab_member @include(if: $subscribe)\n      ...ProfileTab_member @include(if: $profile)\n      ...AccountTab_member @include(if: $account)\n    }\n  }\n"): (typeof documents)["\n  query PersonalPage(\n    $collect: Boolean!\n    $download: Boolean!\n    $album: Boolean!\n    $albumOpen: Boolean!\n    $subscribe: Boolean!\n    $profile: Boolean!\n    $account: Boolean!\n    $type: MemberResourceType\n    $page: Int!\n    $hpage: Int!\n    $size: Int!\n    $keyword: String\n    $albumId: Int!\n  ) {\n    site { ...Frame_site }\n    me {\n      displayName\n      ...CollectTab_member @include(if: $collect)\n      ...DownloadTab_member @include(if: $download)\n      ...AlbumTab_member @include(if: $album)\n      ...AlbumDetail_member @include(if: $albumOpen)\n      ...SubscribeTab_member @include(if: $subscribe)\n      ...ProfileTab_member @include(if: $profile)\n      ...AccountTab_member @include(if: $account)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileTab_member on Member { mobileNo name email institution headPictureUrl }\n"): (typeof documents)["\n  fragment ProfileTab_member on Member { mobileNo name email institution headPictureUrl }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscribeTab_member on Member {\n    email\n    emailVerified\n    subscriptions { ...AlertRow_subscription }\n  }\n"): (typeof documents)["\n  fragment SubscribeTab_member on Member {\n    email\n    emailVerified\n    subscriptions { ...AlertRow_subscription }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalUncollect($resource: MemberResourceInput!) { uncollect(resource: $resource) }\n"): (typeof documents)["\n  mutation PersonalUncollect($resource: MemberResourceInput!) { uncollect(resource: $resource) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalCreateAlbum($input: AlbumInput!) { createAlbum(input: $input) { id } }\n"): (typeof documents)["\n  mutation PersonalCreateAlbum($input: AlbumInput!) { createAlbum(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalUpdateAlbum($id: Int!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation PersonalUpdateAlbum($id: Int!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalDeleteAlbum($id: Int!) { deleteAlbum(id: $id) }\n"): (typeof documents)["\n  mutation PersonalDeleteAlbum($id: Int!) { deleteAlbum(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalRemoveFromAlbum($albumId: Int!, $itemIds: [Int!]!) {\n    removeFromAlbum(albumId: $albumId, itemIds: $itemIds)\n  }\n"): (typeof documents)["\n  mutation PersonalRemoveFromAlbum($albumId: Int!, $itemIds: [Int!]!) {\n    removeFromAlbum(albumId: $albumId, itemIds: $itemIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { mobileNo } }\n"): (typeof documents)["\n  mutation PersonalUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { mobileNo } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"): (typeof documents)["\n  mutation PersonalChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalChangeMobile($mobileNo: String!, $code: String!) {\n    changeMobile(mobileNo: $mobileNo, code: $code) { mobileNo }\n  }\n"): (typeof documents)["\n  mutation PersonalChangeMobile($mobileNo: String!, $code: String!) {\n    changeMobile(mobileNo: $mobileNo, code: $code) { mobileNo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalLogoutEverywhere { logoutEverywhere }\n"): (typeof documents)["\n  mutation PersonalLogoutEverywhere { logoutEverywhere }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalUnbindIdentity($id: Int!) { unbindIdentity(id: $id) }\n"): (typeof documents)["\n  mutation PersonalUnbindIdentity($id: Int!) { unbindIdentity(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersonalDeleteAccount { deleteAccount }\n"): (typeof documents)["\n  mutation PersonalDeleteAccount { deleteAccount }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TargetLink_target on MemberTarget {\n    resourceType resourceId exists title articleId articleTitle publicationTitle linkId label thumbnailUrl\n  }\n"): (typeof documents)["\n  fragment TargetLink_target on MemberTarget {\n    resourceType resourceId exists title articleId articleTitle publicationTitle linkId label thumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResults_result on SearchResult {\n    total\n    page\n    size\n    terms\n    hits { ...SearchHit_hit }\n    clusters { ...SearchFacets_cluster }\n    alternatives { ...SearchEmpty_alternative }\n  }\n"): (typeof documents)["\n  fragment SearchResults_result on SearchResult {\n    total\n    page\n    size\n    terms\n    hits { ...SearchHit_hit }\n    clusters { ...SearchFacets_cluster }\n    alternatives { ...SearchEmpty_alternative }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchFacets_cluster on SearchCluster {\n    field\n    approximate\n    buckets { value label count }\n  }\n"): (typeof documents)["\n  fragment SearchFacets_cluster on SearchCluster {\n    field\n    approximate\n    buckets { value label count }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFrame($sld: String, $siteId: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n  }\n"): (typeof documents)["\n  query SearchFrame($sld: String, $siteId: Int) {\n    site(sld: $sld, id: $siteId) { ...Frame_site }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($sld: String, $siteId: Int, $input: SearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      search(input: $input) { ...SearchResults_result }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($sld: String, $siteId: Int, $input: SearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      search(input: $input) { ...SearchResults_result }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvancedSearchResults($sld: String, $siteId: Int, $input: AdvancedSearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      advancedSearch(input: $input) { ...SearchResults_result }\n    }\n  }\n"): (typeof documents)["\n  query AdvancedSearchResults($sld: String, $siteId: Int, $input: AdvancedSearchInput!) {\n    site(sld: $sld, id: $siteId) {\n      ...Frame_site\n      advancedSearch(input: $input) { ...SearchResults_result }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchEmpty_alternative on SearchAlternative {\n    kind\n    q\n    field\n    precision\n    total\n  }\n"): (typeof documents)["\n  fragment SearchEmpty_alternative on SearchAlternative {\n    kind\n    q\n    field\n    precision\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHit_hit on SearchHit {\n    id\n    type\n    title\n    highlightTitle\n    snippet\n    doi\n    doiUrl\n    authors\n    publication { id title issn eissn cn siteSld }\n    article { id versionLabel titleLanguage }\n    articleTitle\n    year\n    publishedDate\n    column\n    label\n    fileUrl\n    publicationType\n    openAccess\n  }\n"): (typeof documents)["\n  fragment SearchHit_hit on SearchHit {\n    id\n    type\n    title\n    highlightTitle\n    snippet\n    doi\n    doiUrl\n    authors\n    publication { id title issn eissn cn siteSld }\n    article { id versionLabel titleLanguage }\n    articleTitle\n    year\n    publishedDate\n    column\n    label\n    fileUrl\n    publicationType\n    openAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ColumnPage($code: String!, $id: Int) {\n    site {\n      ...Frame_site\n      id\n      column(id: $id, code: $code) { ...ColumnView_column }\n    }\n  }\n"): (typeof documents)["\n  query ColumnPage($code: String!, $id: Int) {\n    site {\n      ...Frame_site\n      id\n      column(id: $id, code: $code) { ...ColumnView_column }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ColumnView_column on SiteColumn {\n    id\n    code\n    name\n    content\n    link { href external }\n    sideList { id code name target { href external } }\n    news { id title publishedAt demo }\n    publications { ...JournalCard_publication }\n  }\n"): (typeof documents)["\n  fragment ColumnView_column on SiteColumn {\n    id\n    code\n    name\n    content\n    link { href external }\n    sideList { id code name target { href external } }\n    news { id title publishedAt demo }\n    publications { ...JournalCard_publication }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankPage(\n    $metric: RankMetric!\n    $window: RankWindow!\n    $publicationId: Int\n    $size: Int!\n    $channelId: Int!\n    $withChannel: Boolean!\n  ) {\n    site { name ...Frame_site ...RankingView_site }\n    channel(id: $channelId) @include(if: $withChannel) { id code }\n  }\n"): (typeof documents)["\n  query RankPage(\n    $metric: RankMetric!\n    $window: RankWindow!\n    $publicationId: Int\n    $size: Int!\n    $channelId: Int!\n    $withChannel: Boolean!\n  ) {\n    site { name ...Frame_site ...RankingView_site }\n    channel(id: $channelId) @include(if: $withChannel) { id code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankingView_site on Site {\n    id\n    type\n    publications { id title }\n    ranking(metric: $metric, window: $window, publicationId: $publicationId, size: $size) {\n      metric\n      from\n      entries {\n        rank\n        count\n        article { ...ArticleLine_article }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RankingView_site on Site {\n    id\n    type\n    publications { id title }\n    ranking(metric: $metric, window: $window, publicationId: $publicationId, size: $size) {\n      metric\n      from\n      entries {\n        rank\n        count\n        article { ...ArticleLine_article }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;