/**
 * The member calls of rc-pub (docs/product/calls-and-errors.md, Accounts and Member records: /front/frontMembers/, /front/personalAlbum/):
 * one method per contract path, as {@link RcPubClient} has for content. Password fields must already be encrypted
 * (rc-pub/field-crypto; the resolvers do it); a captcha travels in the `captcha` header (docs/product/calls-and-errors.md#headers). Every call carries
 * the caller's token; rc-pub's 401 becomes UNAUTHENTICATED (http.ts). Email alerts are here too: their
 * codes and subscriptions belong to an address or a member, like the account calls.
 */
import {
  CAPTCHA_HEADER,
  RcPubPaths,
  type AlbumItemWire,
  type CaptchaChallengeWire,
  type DownloadWire,
  type EmailCodePurpose,
  type EmailCodeSentWire,
  type IsSubscribedWire,
  type FavouriteWire,
  type HandoverCodeWire,
  type HistoryWire,
  type LoginResultWire,
  type MemberIdentityWire,
  type MemberInfoWire,
  type MemberResourceType,
  type MemberSessionWire,
  type Page,
  type PersonalAlbumWire,
  type SmsPurpose,
  type SmsSentWire,
  type SubscribeBody,
  type SubscriptionType,
  type SubscriptionWire,
  type UnsubscribedWire,
  type UpdateSubscriptionBody,
  type ThirdLoginInfoWire,
  type ThirdLoginResultWire,
  type ThirdLoginUrlWire,
} from 'rc-pub/contract';
import type { Query, RcPubCaller, RcPubHttp } from './http.js';

/** Paging of member lists: `page` counts from 0. */
export interface PageQuery {
  page: number;
  size: number;
}

/** A resource a member keeps (by resource-type id). */
export interface ResourceRef {
  resourceType: MemberResourceType;
  resourceId: number;
}

/** An album as sent to saveAlbum / editAlbum. */
export interface AlbumBody {
  name: string;
  enName: string | null;
  description: string | null;
  coverId: number | null;
}

/** rc-pub's member calls as one request's caller (language, token, client address). */
export class MemberApi {
  constructor(
    private readonly http: RcPubHttp,
    private readonly caller: RcPubCaller,
  ) {}

  private get<T>(path: string, query: Query = {}, kind: 'object' | 'array' | 'any' = 'any'): Promise<T> {
    return this.http.getData<T>(this.caller, path, query, kind);
  }
  private post<T>(path: string, body: unknown, captcha?: string): Promise<T> {
    return this.http.postData<T>(this.caller, path, body, 'any', captcha ? { [CAPTCHA_HEADER]: captcha } : {});
  }

  // ---- accounts
  captcha(): Promise<CaptchaChallengeWire> {
    return this.post(RcPubPaths.captcha, {});
  }
  sendSmsCode(mobileNo: string, type: SmsPurpose, captcha: string): Promise<SmsSentWire> {
    return this.post(RcPubPaths.sendReceiverMessage, { mobileNo, type }, captcha);
  }
  /** Whether `mobileNo` has an account; spends `captcha` (docs/product/members.md#who-is-a-member). */
  isRegistered(mobileNo: string, captcha: string): Promise<boolean> {
    return this.http.getData(this.caller, RcPubPaths.isRegistered, { mobileNo }, 'any', { [CAPTCHA_HEADER]: captcha });
  }
  /** `password` encrypted; spends `captcha`. */
  register(
    body: { mobileNo: string; code: string; password: string; agree: boolean },
    captcha: string,
  ): Promise<LoginResultWire> {
    return this.post(RcPubPaths.register, body, captcha);
  }
  /** `password` encrypted. */
  login(mobileNo: string, password: string, captcha: string): Promise<LoginResultWire> {
    return this.post(RcPubPaths.login, { mobileNo, password }, captcha);
  }
  /** SMS login; spends `captcha`. */
  loginByMessage(mobileNo: string, code: string, captcha: string): Promise<LoginResultWire> {
    return this.post(RcPubPaths.loginByMessage, { mobileNo, code }, captcha);
  }
  /** `password` encrypted. */
  setNewPwd(mobileNo: string, code: string, password: string): Promise<unknown> {
    return this.post(RcPubPaths.setNewPwd, { mobileNo, code, password });
  }
  /** Both passwords encrypted. */
  changePwd(oldPassword: string, password: string): Promise<unknown> {
    return this.post(RcPubPaths.changePwd, { oldPassword, password });
  }
  changeMobile(mobileNo: string, code: string): Promise<unknown> {
    return this.post(RcPubPaths.changeMobile, { mobileNo, code });
  }
  logout(): Promise<unknown> {
    return this.http.deleteData(this.caller, RcPubPaths.logout);
  }
  logoutAll(): Promise<number> {
    return this.http.deleteData(this.caller, RcPubPaths.logoutAll);
  }
  info(): Promise<MemberInfoWire> {
    return this.get(RcPubPaths.memberInfo, {}, 'object');
  }
  saveInfo(body: {
    name: string;
    email: string;
    institution: string | null;
    headPictureId?: number;
  }): Promise<MemberInfoWire> {
    return this.post(RcPubPaths.saveMemberInfo, body);
  }
  sessions(): Promise<MemberSessionWire[]> {
    return this.get(RcPubPaths.memberSessions, {}, 'array');
  }
  identities(): Promise<MemberIdentityWire[]> {
    return this.get(RcPubPaths.memberIdentities, {}, 'array');
  }
  deleteMember(): Promise<unknown> {
    return this.http.deleteData(this.caller, RcPubPaths.deleteMember);
  }
  /** Unbinds identity `id` of the member; true. */
  unbindIdentity(id: number): Promise<boolean> {
    return this.http.deleteData(this.caller, RcPubPaths.memberIdentities, 'any', { id });
  }
  /** A one-time hand-over code of this session (docs/product/members.md#token-hand-over); RATE_LIMITED past 10 a minute. */
  createHandover(): Promise<HandoverCodeWire> {
    return this.http.postData(this.caller, RcPubPaths.handover, {}, 'object');
  }
  /** A new session for a hand-over code, once; BAD_REQUEST when the code is invalid, expired or spent. */
  exchangeHandover(code: string): Promise<LoginResultWire> {
    return this.http.postData(this.caller, RcPubPaths.handoverExchange, { code }, 'object');
  }

  // ---- third-party login (OpenID Connect; rc-pub answers NOT_CONFIGURED when it is off)
  /** The configured provider, or null when third-party login is off. */
  thirdLoginInfo(): Promise<ThirdLoginInfoWire | null> {
    return this.get(RcPubPaths.thirdLoginInfo);
  }
  /** The provider's authorisation URL for a login that returns to portal path `redirect` (caller's portal origin). */
  thirdLoginUrl(redirect: string): Promise<ThirdLoginUrlWire> {
    return this.get(RcPubPaths.getUmtLoginUrl, { redirectUri: redirect }, 'object');
  }
  /**
   * The provider's callback (`callbackUrl` with its query) for `state`: the login result, or GatewayError
   * BIND_REQUIRED whose `detail` is a BindTicketWire.
   */
  loginByThirdLoginUrl(callbackUrl: string, state: string): Promise<ThirdLoginResultWire> {
    return this.post(RcPubPaths.loginByThirdLoginUrl, { callbackUrl, state });
  }
  /** Binds a bind ticket's identity to `mobileNo` (LOGIN SMS code) and signs in. */
  thirdBind(ticket: string, mobileNo: string, code: string): Promise<ThirdLoginResultWire> {
    return this.post(RcPubPaths.thirdBind, { ticket, mobileNo, code });
  }

  // ---- what members keep
  collect(ref: ResourceRef, siteId: number | null): Promise<FavouriteWire> {
    return this.post(RcPubPaths.collect, { ...ref, ...(siteId ? { siteId } : {}) });
  }
  collects(q: PageQuery & { type?: MemberResourceType }): Promise<Page<FavouriteWire>> {
    return this.get(RcPubPaths.collects, { ...q }, 'object');
  }
  isCollect(resourceType: MemberResourceType, ids: number[]): Promise<number[]> {
    return this.get(RcPubPaths.isCollect, { resourceType, ids: ids.join(',') }, 'array');
  }
  unCollect(ref: ResourceRef): Promise<unknown> {
    return this.post(RcPubPaths.unCollectByIdAndType, ref);
  }
  downloads(q: PageQuery): Promise<Page<DownloadWire>> {
    return this.get(RcPubPaths.downloads, { ...q }, 'object');
  }
  historys(q: PageQuery): Promise<Page<HistoryWire>> {
    return this.get(RcPubPaths.historys, { ...q }, 'object');
  }
  recordHistory(articleId: number, siteId: number | null): Promise<unknown> {
    return this.post(RcPubPaths.recordHistory, { articleId, ...(siteId ? { siteId } : {}) });
  }
  albums(q: PageQuery & { keyword?: string }): Promise<Page<PersonalAlbumWire>> {
    return this.get(RcPubPaths.albumSearch, { ...q }, 'object');
  }
  album(id: number): Promise<PersonalAlbumWire> {
    return this.get(RcPubPaths.albumInfo, { id }, 'object');
  }
  saveAlbum(body: AlbumBody): Promise<PersonalAlbumWire> {
    return this.post(RcPubPaths.albumSave, body);
  }
  editAlbum(id: number, body: AlbumBody): Promise<PersonalAlbumWire> {
    return this.post(RcPubPaths.albumEdit, { id, ...body });
  }
  deleteAlbum(id: number): Promise<unknown> {
    return this.post(RcPubPaths.albumDelete, { id });
  }
  addToAlbums(albumIds: number[], items: ResourceRef[]): Promise<unknown> {
    return this.post(RcPubPaths.albumAddItems, { albumIds, items });
  }
  albumItems(albumId: number, q: PageQuery): Promise<Page<AlbumItemWire>> {
    return this.get(RcPubPaths.albumItems, { albumId, ...q }, 'object');
  }
  removeAlbumItems(albumId: number, ids: number[]): Promise<unknown> {
    return this.post(RcPubPaths.albumDeleteItems, { albumId, ids });
  }

  // ---- email alerts (rc-pub/src/contract/alerts.ts)
  /** Mails a code to `email` (captcha header); `siteId` names the sender. */
  sendEmailCode(email: string, purpose: EmailCodePurpose, captcha: string, siteId: number | null) {
    return this.post<EmailCodeSentWire>(
      RcPubPaths.sendEmailCode,
      { email, purpose, ...(siteId ? { siteId } : {}) },
      captcha,
    );
  }
  subscribe(body: SubscribeBody): Promise<SubscriptionWire> {
    return this.post(RcPubPaths.subscribe, body);
  }
  isSubscribe(q: {
    type: SubscriptionType;
    value?: string | undefined;
    publicationId?: number | undefined;
    siteId?: number | undefined;
  }): Promise<IsSubscribedWire> {
    return this.get(RcPubPaths.isSubscribe, { ...q }, 'object');
  }
  subscribeList(): Promise<SubscriptionWire[]> {
    return this.get(RcPubPaths.subscribeList, {}, 'array');
  }
  updateSubscribe(body: UpdateSubscriptionBody): Promise<SubscriptionWire> {
    return this.post(RcPubPaths.updateSubscribe, body);
  }
  /** Ends one of the member's alerts (`id`, token) or anyone's by a mail link's `token` (no login). */
  unSubscribe(by: { id: number } | { token: string }): Promise<UnsubscribedWire> {
    return this.post(RcPubPaths.unSubscribe, by);
  }
  verifyEmail(email: string, code: string): Promise<MemberInfoWire> {
    return this.post(RcPubPaths.verifyEmail, { email, code });
  }
}
