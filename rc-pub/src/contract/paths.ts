/**
 * The rc-pub REST catalogue (docs/product/calls-and-errors.md#path-catalogue). Every path is under /rc-pub; every GET also accepts `timestamps`.
 * Request headers: `language` (zh default | en), `token` (member session), `captcha` (when a code applies).
 * Each entry names its query parameters and the `data` type (see wire.ts). OpenAPI: GET /rc-pub/openapi.json, with
 * every route's `data` schema (wire-schemas/).
 */
export const RcPubPaths = {
  /**
   * ?sld= → SiteWire. status 10001 forbidden, 10002 expired, 10003 maintenance (data SiteMaintenanceWire), 404
   * unknown. Fixed path.
   */
  findBySld: '/rc-pub/front/site/findBySld',
  /** ?siteId= → SiteWire (same statuses). Fixed path. */
  findBySiteId: '/rc-pub/front/site/findBySiteId',
  /** ?siteId= → GroupWire: the journals of a group/aggregate site with their sites (group entrance). */
  findGroup: '/rc-pub/front/site/findGroup',
  /** ?siteId= → HeaderConfigWire. */
  headerConfig: '/rc-pub/front/site/getConfigHeader',
  /** ?siteId= → PublicationConfigWire. */
  publicationConfig: '/rc-pub/front/site/getPublicationConfig',
  /** ?siteId= → BasicInfoWire. */
  basicInfo: '/rc-pub/front/site/basicInfo',
  /** ?siteId=&filter=true → ChannelWire[] (tree; filter=true keeps enabled items only). */
  channels: '/rc-pub/front/layout/channels',
  /** ?channelId= → ChannelInfoWire. */
  channelInfo: '/rc-pub/front/layout/channel',
  /** ?siteId= → BannerWire[]. */
  banners: '/rc-pub/front/layout/banners',
  /** ?siteId= → ToolWire[]. */
  tools: '/rc-pub/front/tools/list',
  /** ?siteId= → FooterConfigWire. */
  footer: '/rc-pub/front/config-footer',
  /** ?channelId= → ModuleWire[] (home channel's modules in order). */
  modules: '/rc-pub/front/module/list',
  /** ?siteId= | ?ids=1,2 → PublicationWire[] (journals of a site, or by ids). */
  publications: '/rc-pub/front/front-publication/list',
  /** /{id} → PublicationWire. */
  publication: '/rc-pub/front/front-publication',
  /** ?publicationIndexId= → IssueWire[] (the newest two regular issues, newest first). */
  firstTwoPeriods: '/rc-pub/front/front-period/firstTwo',
  /** ?siteId=&publicationId=&isBack=&groupByYear= → IssueYearWire[] (groupByYear=true) or IssueWire[]. isBack=true omits the newest issue. */
  journalData: '/rc-pub/front/front-period/journalData',
  /** ?ids=1,2 → IssueWire[]; /{id} → IssueWire. */
  periods: '/rc-pub/front/front-period/list',
  period: '/rc-pub/front/front-period',
  /** ?issueId= | ?publicationId= | ?siteId= | ?ids= &publicationType=&page=&size=&sort=date|views → Page<ArticleSummaryWire>. */
  articleList: '/rc-pub/front/front-article/search',
  /**
   * ?siteId=&kind=onlineFirst|accepted|column|conference&publicationId=&column=&page=&size= → Page<ArticleSummaryWire>
   * (journal pages; contract/journal.ts JournalListKind). 404 when the journal is not on the site.
   */
  journalList: '/rc-pub/front/front-article/journalList',
  /** ?siteId=&publicationId= → JournalColumnWire[] (the column tree, docs/product/content.md#columns), most articles first. */
  columnTree: '/rc-pub/front/front-article/columnTree',
  /** /{id} → ArticleDetailWire (docs/product/calls-and-errors.md#articles). */
  article: '/rc-pub/front/front-article',
  /** ?id=&size= → ArticleSummaryWire[]: same journal, shared keywords or column, best first (docs/product/content.md#related-articles). */
  articleRelations: '/rc-pub/front/front-article/relations',
  /** ?doi= → ArticleDetailWire (DOIs may contain slashes). */
  articleByDoi: '/rc-pub/front/front-article/doi',
  /** ?siteId=&ids=1,2,3 → CitationWire[] in the order asked, GB/T 7714 numeric (docs/product/citation-and-harvest.md#batch-citation). */
  batchPublicizeInfo: '/rc-pub/front/front-article/batchPublicizeInfo',
  /** ?id=&style= (CITATION_STYLES) → CitationWire: the article page's 'How to cite'. */
  cite: '/rc-pub/front/front-article/cite',
  /** ?ids=&citationType=&language=&abstract=1 → a file download, not enveloped (docs/product/citation-and-harvest.md#citation-export). */
  downloadCitation: '/rc-pub/front/front-article/downloadCitation',
  // ---- Accounts (docs/product/calls-and-errors.md#accounts). Password fields arrive AES-256-GCM encrypted
  // (base64(iv 12 | ciphertext | tag 16), key RC_PUB_AES_KEY). `captcha` header: a solved ALTCHA payload.
  /** POST → an ALTCHA challenge (proof of work); solved once, within 2 minutes, it goes in the `captcha` header. */
  captcha: '/rc-pub/api/captcha',
  /** POST { mobileNo, type: register|login|reset|changeMobile } + captcha header → SmsSentWire; sends a 6-digit code. */
  sendReceiverMessage: '/rc-pub/api/sendReceiverMessage',
  /** ?mobileNo= + captcha header → boolean: whether a member has this mobile number (isRegistered). */
  isRegistered: '/rc-pub/api/isRegistered',
  /** POST { mobileNo, code, password, agree: true } + captcha header → LoginResultWire (the login result, docs/product/members.md#sessions). */
  register: '/rc-pub/api/register',
  /** POST { mobileNo, password } + captcha header → LoginResultWire. */
  login: '/rc-pub/api/login',
  /** POST { mobileNo, code } + captcha header → LoginResultWire (SMS login). */
  loginByMessage: '/rc-pub/api/loginByMessage',
  /** POST { mobileNo, code, password } → number of sessions ended (forgotten password; ends every session). */
  setNewPwd: '/rc-pub/api/setNewPwd',
  /** POST { oldPassword, password } (token) → number of sessions ended (the member's other sessions). */
  changePwd: '/rc-pub/api/changePwd',
  /** POST { mobileNo, code } (token; code sent to the new number) → LoginMemberWire with the new number. */
  changeMobile: '/rc-pub/api/changeMobile',
  /** DELETE (token) → 1 (sessions ended): ends this session. */
  logout: '/rc-pub/api/logout',
  /** DELETE (token) → number of sessions ended: logs the member out everywhere. */
  logoutAll: '/rc-pub/api/logoutAll',
  /** → ThirdLoginInfoWire { name } of the configured OpenID Connect provider, or null data when it is off. */
  thirdLoginInfo: '/rc-pub/api/thirdLoginInfo',
  /**
   * ?redirectUri=/path → { url, state }: the OpenID Connect authorisation URL (getUmtLoginUrl, docs/product/members.md#third-party-login; site flag
   * umtFlag); redirectUri is the portal path to return to. Status 10005 NOT_CONFIGURED when third-party login is off.
   */
  getUmtLoginUrl: '/rc-pub/api/getUmtLoginUrl',
  /**
   * POST { callbackUrl, state } → ThirdLoginResultWire, or status 10004 BIND_REQUIRED 'User not found, please bind
   * first.' with data BindTicketWire.
   */
  loginByThirdLoginUrl: '/rc-pub/api/loginByThirdLoginUrl',
  /** POST { ticket, mobileNo, code } ('login' SMS code: binding signs in, as an SMS login does) → ThirdLoginResultWire: binds the identity, signs in. */
  thirdBind: '/rc-pub/api/thirdBind',
  /** GET (token) → MemberInfoWire { mobileNo, name, email, institution, headPicture, emailVerified }. */
  memberInfo: '/rc-pub/front/frontMembers/info',
  /** POST { name, email, institution, headPictureId } (token) → MemberInfoWire; a changed email is no longer verified. */
  saveMemberInfo: '/rc-pub/front/frontMembers/saveInfo',
  /** GET (token) → MemberSessionWire[]: the member's sessions (account page). */
  memberSessions: '/rc-pub/front/frontMembers/sessions',
  /** DELETE (token) → true: deletes the member and every row they own, in one transaction. */
  deleteMember: '/rc-pub/front/frontMembers/delete',
  /** GET (token) → MemberIdentityWire[]: bound third-party identities; DELETE { id } (token) → true: unbinds one. */
  memberIdentities: '/rc-pub/front/frontMembers/identities',
  /**
   * POST (token) → HandoverCodeWire { code, expiresIn }: a one-time hand-over code for a link to another of the
   * deployment's sites (docs/product/members.md#token-hand-over); at most 10 per session a minute (429).
   */
  handover: '/rc-pub/front/frontMembers/handover',
  /** POST { code } → LoginResultWire: a new session for the code's member, once; 400 handoverInvalid otherwise. */
  handoverExchange: '/rc-pub/front/frontMembers/handover/exchange',
  /**
   * GET (token) → MemberBasketEntryWire[]: the member's citation basket in its order; POST { articleIds, mode }
   * (token) → the basket after replacing it or merging the articles in (docs/product/citation-and-harvest.md#citation-basket).
   */
  memberBasket: '/rc-pub/front/frontMembers/basket',
  /** ?siteId=&newsDataType=news&type= → NewsWire[] (the top news, docs/product/sites-and-frame.md#top-news-banner). */
  topNews: '/rc-pub/front/front-news/getTopNews',
  /** ?siteId=&newsDataType=&page=&size= → Page<NewsWire>. */
  newsList: '/rc-pub/front/front-news/list',
  /** /{id} → NewsDetailWire. */
  news: '/rc-pub/front/front-news',
  /** ?id= → the file's bytes with its content type (not enveloped). */
  file: '/rc-pub/front/files/get',
  /**
   * → ContentVersionsWire: a counter per site that rises whenever content a site shows changes (import, reindex,
   * seed). The gateway's page cache keys on it, so a bump purges that site's cached pages.
   */
  contentVersions: '/rc-pub/front/site/contentVersions',
  // ---- What members keep (/front/frontMembers/, /front/personalAlbum/, uploads; docs/product/calls-and-errors.md#member-records). Every call
  // needs the token header and acts on that member only: another member's ids answer 404.
  /** POST { resourceType, resourceId, siteId? } → FavouriteWire (resource-type ids of docs/product/content.md#resource-types). */
  collect: '/rc-pub/front/frontMembers/collect',
  /** ?type=&page=&size= → Page<FavouriteWire>, newest first. */
  collects: '/rc-pub/front/frontMembers/collects',
  /** ?resourceType=&ids=1,2 → number[]: which of these resources the member has favourited (visitors: []). */
  isCollect: '/rc-pub/front/frontMembers/isCollect',
  /** POST { resourceType, resourceId } → number of favourites removed (1); 404 when there was none. */
  unCollectByIdAndType: '/rc-pub/front/frontMembers/unCollectByIdAndType',
  /** ?page=&size= → Page<DownloadWire>, newest first. */
  downloads: '/rc-pub/front/frontMembers/downloads',
  /** ?page=&size= → Page<HistoryWire>, newest first, one entry per article per day. */
  historys: '/rc-pub/front/frontMembers/historys',
  /** POST { articleId, siteId? } → id of the day's entry: records that the member opened an article page. */
  recordHistory: '/rc-pub/front/frontMembers/history',
  /** ?page=&size=&keyword= → Page<PersonalAlbumWire>. */
  albumSearch: '/rc-pub/front/personalAlbum/search',
  /** POST { name, enName?, description?, coverId? } → PersonalAlbumWire. */
  albumSave: '/rc-pub/front/personalAlbum/saveAlbum',
  /** POST { id, name, enName?, description?, coverId? } → PersonalAlbumWire. */
  albumEdit: '/rc-pub/front/personalAlbum/editAlbum',
  /** POST { id } → number of albums deleted (1), with their items. */
  albumDelete: '/rc-pub/front/personalAlbum/delete',
  /** ?id= → PersonalAlbumWire. */
  albumInfo: '/rc-pub/front/personalAlbum/info',
  /** POST { albumIds (1..5), items: [{ resourceType, resourceId }] } → number of new album entries. */
  albumAddItems: '/rc-pub/front/personalAlbum/res/addList',
  /** ?albumId=&page=&size= → Page<AlbumItemWire>. */
  albumItems: '/rc-pub/front/personalAlbum/res/search',
  /** POST { albumId, ids } → number of items removed. */
  albumDeleteItems: '/rc-pub/front/personalAlbum/res/delete',
  /** POST multipart (file, purpose=avatar|albumCover) → MemberFileWire; the image is checked and re-encoded. */
  fileUpload: '/rc-pub/front/files/fileUpload',
  /** ?id= → the member's own uploaded image (not enveloped; 404 for anyone else's). */
  memberFile: '/rc-pub/front/files/member',
  /**
   * ?kind=file&id= (a file of an article resource) | ?kind=xml&articleId= (its JATS XML) → the file as an attachment
   * (not enveloped); with a member token it is recorded in the member's downloads, a visitor's is not.
   */
  download: '/rc-pub/front/files/download',
  /**
   * ?articleId= → the article's PDF, inline (not enveloped): the package's own, else one rendered from the article
   * (docs/product/content.md#article-pdf); 202 with Retry-After while it is being rendered. Counts as a download.
   */
  articlePdf: '/rc-pub/front/files/pdf',
  // ---- Email alerts (the /front/frontMembers/ subscribe calls of docs/product/calls-and-errors.md#email-alerts; shapes in alerts.ts).
  /** POST SendEmailCodeBody (header captcha) → EmailCodeSentWire: mails a 6-digit code. Fixed path. */
  sendEmailCode: '/rc-pub/api/sendEmailCode',
  /** POST SubscribeBody (code, or the token of a member whose verified email it is) → SubscriptionWire. Fixed path. */
  subscribe: '/rc-pub/front/frontMembers/subscribe',
  /** GET ?type=&value=&publicationId=&siteId= (token) → IsSubscribedWire. */
  isSubscribe: '/rc-pub/front/frontMembers/isSubscribe',
  /** GET (token) → SubscriptionWire[]: the member's subscriptions (those of their account and of their verified email). */
  subscribeList: '/rc-pub/front/frontMembers/subscribeList',
  /** POST UnsubscribeBody ({ id } with the token, or { token } of a mail's link) → UnsubscribedWire. */
  unSubscribe: '/rc-pub/front/frontMembers/unSubscribe',
  /** POST UpdateSubscriptionBody (token) → SubscriptionWire: pause, resume, change frequency or language. */
  updateSubscribe: '/rc-pub/front/frontMembers/updateSubscribe',
  /** POST VerifyEmailBody (token) → MemberInfoWire: the member's email, proved by a code, is saved as verified. */
  verifyEmail: '/rc-pub/front/frontMembers/verifyEmail',
  /** OpenAPI 3 document of this catalogue. */
  openapi: '/rc-pub/openapi.json',
  /** Liveness: envelope with data { ok: true }. */
  /**
   * GET|POST (form) OAI-PMH 2.0 → XML, not an envelope (rc-pub/src/oai/). Header x-oai-base-url: the base
   * URL harvesters use.
   */
  oai: '/rc-pub/oai',
  health: '/rc-pub/health',
} as const;
