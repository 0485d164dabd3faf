/**
 * Messages of the personal centre (docs/product/members.md#personal-centre: the tabs collect, download, album, infomation, account; their rules and texts).
 * Texts in web/src/i18n/{zh,en}/personal.json, which travel with the page chunk (app/chunkCatalogue.tsx).
 */
import { defineMessage } from 'react-intl';

/** Page frame, tabs and shared list texts. */
export const pm = {
  title: defineMessage({ id: 'personal.title', defaultMessage: 'Personal centre' }),
  tabs: defineMessage({ id: 'personal.tabs', defaultMessage: 'Personal centre sections' }),
  tabCollect: defineMessage({ id: 'personal.tab.collect', defaultMessage: 'My favourites' }),
  tabDownload: defineMessage({ id: 'personal.tab.download', defaultMessage: 'Downloads and history' }),
  tabAlbum: defineMessage({ id: 'personal.tab.album', defaultMessage: 'My albums' }),
  tabInfomation: defineMessage({ id: 'personal.tab.infomation', defaultMessage: 'Profile' }),
  tabSubscribe: defineMessage({ id: 'personal.tab.subscribe', defaultMessage: 'My alerts' }),
  tabAccount: defineMessage({ id: 'personal.tab.account', defaultMessage: 'Account security' }),
  hello: defineMessage<{ name: string | number }>({ id: 'personal.hello', defaultMessage: 'Signed in as {name}' }),
  empty: defineMessage({ id: 'personal.empty', defaultMessage: 'Nothing here yet.' }),
  total: defineMessage<{ count: string | number }>({
    id: 'personal.total',
    defaultMessage: '{count, plural, one {# entry} other {# entries}}',
  }),
  prev: defineMessage({ id: 'personal.prev', defaultMessage: 'Previous page' }),
  next: defineMessage({ id: 'personal.next', defaultMessage: 'Next page' }),
  pageOf: defineMessage<{ page: string | number; pages: string | number }>({
    id: 'personal.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
  pager: defineMessage({ id: 'personal.pager', defaultMessage: 'Pages' }),
  gone: defineMessage({ id: 'personal.gone', defaultMessage: 'No longer available' }),
  remove: defineMessage({ id: 'personal.remove', defaultMessage: 'Remove' }),
  removeNamed: defineMessage<{ title: string | number }>({
    id: 'personal.removeNamed',
    defaultMessage: 'Remove {title}',
  }),
  save: defineMessage({ id: 'personal.save', defaultMessage: 'Save' }),
  cancel: defineMessage({ id: 'personal.cancel', defaultMessage: 'Cancel' }),
  required: defineMessage({ id: 'personal.required', defaultMessage: 'This field is required' }),
  deleted: defineMessage({ id: 'personal.deleted', defaultMessage: 'Delete succeeded' }),
  deleteFailed: defineMessage({ id: 'personal.deleteFailed', defaultMessage: 'Delete failed' }),
  cancelled: defineMessage({ id: 'personal.cancelled', defaultMessage: 'cancellation successful' }),
  submitted: defineMessage({ id: 'personal.submitted', defaultMessage: 'Submitted successfully' }),
  failed: defineMessage({ id: 'personal.failed', defaultMessage: 'Data acquisition failed' }),
  loginAgain: defineMessage({ id: 'personal.loginAgain', defaultMessage: 'Please log in again' }),
  busy: defineMessage({ id: 'personal.busy', defaultMessage: 'Please wait…' }),
};

/** Favourites, downloads and history (tabs collect and download). */
export const lm = {
  allTypes: defineMessage({ id: 'personal.type.all', defaultMessage: 'All' }),
  ARTICLE: defineMessage({ id: 'personal.type.article', defaultMessage: 'Articles' }),
  FIGURE: defineMessage({ id: 'personal.type.figure', defaultMessage: 'Figures' }),
  TABLE: defineMessage({ id: 'personal.type.table', defaultMessage: 'Tables' }),
  VIDEO: defineMessage({ id: 'personal.type.video', defaultMessage: 'Video' }),
  AUDIO: defineMessage({ id: 'personal.type.audio', defaultMessage: 'Audio' }),
  NEWS: defineMessage({ id: 'personal.type.news', defaultMessage: 'News' }),
  JOURNAL: defineMessage({ id: 'personal.type.journal', defaultMessage: 'Journals' }),
  filter: defineMessage({ id: 'personal.collect.filter', defaultMessage: 'Show favourites of type' }),
  addedOn: defineMessage<{ date: string | number }>({ id: 'personal.addedOn', defaultMessage: 'Added {date}' }),
  confirmUncollect: defineMessage<{ title: string | number }>({
    id: 'personal.collect.confirm',
    defaultMessage: 'Remove “{title}” from your favourites?',
  }),
  downloads: defineMessage({ id: 'personal.download.heading', defaultMessage: 'Downloads' }),
  history: defineMessage({ id: 'personal.history.heading', defaultMessage: 'Browsing history' }),
  kindFILE: defineMessage({ id: 'personal.download.file', defaultMessage: 'File' }),
  kindXML: defineMessage({ id: 'personal.download.xml', defaultMessage: 'Article XML' }),
  kindCITATION: defineMessage({ id: 'personal.download.citation', defaultMessage: 'Citation export' }),
  downloadedOn: defineMessage<{ date: string | number }>({
    id: 'personal.download.on',
    defaultMessage: 'Downloaded {date}',
  }),
  viewedOn: defineMessage<{ date: string | number }>({ id: 'personal.history.on', defaultMessage: 'Viewed {date}' }),
  from: defineMessage<{ title: string | number }>({ id: 'personal.from', defaultMessage: 'From: {title}' }),
};

/** Personal albums (tab album; the cover rule of docs/product/members.md#upload-rules). */
export const am = {
  search: defineMessage({ id: 'personal.album.search', defaultMessage: 'Search my albums' }),
  searchButton: defineMessage({ id: 'personal.album.searchButton', defaultMessage: 'Search' }),
  create: defineMessage({ id: 'personal.album.create', defaultMessage: 'New album' }),
  edit: defineMessage({ id: 'personal.album.edit', defaultMessage: 'Edit' }),
  editNamed: defineMessage<{ name: string | number }>({
    id: 'personal.album.editNamed',
    defaultMessage: 'Edit {name}',
  }),
  open: defineMessage({ id: 'personal.album.open', defaultMessage: 'Open' }),
  delete: defineMessage({ id: 'personal.album.delete', defaultMessage: 'Delete' }),
  deleteNamed: defineMessage<{ name: string | number }>({
    id: 'personal.album.deleteNamed',
    defaultMessage: 'Delete {name}',
  }),
  confirmDelete: defineMessage<{ name: string | number }>({
    id: 'personal.album.confirmDelete',
    defaultMessage: 'Delete the album “{name}” and its items?',
  }),
  name: defineMessage({ id: 'personal.album.name', defaultMessage: 'Name' }),
  enName: defineMessage({ id: 'personal.album.enName', defaultMessage: 'English name' }),
  description: defineMessage({ id: 'personal.album.description', defaultMessage: 'Description' }),
  cover: defineMessage({ id: 'personal.album.cover', defaultMessage: 'Cover (JPG or PNG, up to 3 MB)' }),
  coverRule: defineMessage({
    id: 'personal.album.coverRule',
    defaultMessage: 'The cover must be a JPG or PNG image of at most 3 MB',
  }),
  coverOf: defineMessage<{ name: string | number }>({
    id: 'personal.album.coverOf',
    defaultMessage: 'Cover of {name}',
  }),
  tooLong: defineMessage<{ max: string | number }>({
    id: 'personal.album.tooLong',
    defaultMessage: 'At most {max} characters',
  }),
  items: defineMessage<{ count: string | number }>({
    id: 'personal.album.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  }),
  back: defineMessage({ id: 'personal.album.back', defaultMessage: 'Back to my albums' }),
  noAlbum: defineMessage({ id: 'personal.album.none', defaultMessage: 'This album does not exist.' }),
  created: defineMessage({ id: 'personal.album.created', defaultMessage: 'Album created' }),
  confirmRemove: defineMessage<{ title: string | number }>({
    id: 'personal.album.confirmRemove',
    defaultMessage: 'Remove “{title}” from this album?',
  }),
  uploading: defineMessage({ id: 'personal.upload.busy', defaultMessage: 'Uploading…' }),
};

/** Profile (tab infomation; name and email required, avatar JPG/PNG/BMP under 5 MB: docs/product/members.md#profile). */
export const fm = {
  mobile: defineMessage({ id: 'personal.profile.mobile', defaultMessage: 'Mobile number' }),
  name: defineMessage({ id: 'personal.profile.name', defaultMessage: 'Name' }),
  email: defineMessage({ id: 'personal.profile.email', defaultMessage: 'Email' }),
  institution: defineMessage({ id: 'personal.profile.institution', defaultMessage: 'Institution' }),
  avatar: defineMessage({
    id: 'personal.profile.avatar',
    defaultMessage: 'Profile picture (JPG, PNG or BMP, under 5 MB)',
  }),
  avatarAlt: defineMessage({ id: 'personal.profile.avatarAlt', defaultMessage: 'Your profile picture' }),
  avatarRule: defineMessage({
    id: 'personal.profile.avatarRule',
    defaultMessage: 'The picture must be a JPG, PNG or BMP image under 5 MB',
  }),
  emailFormat: defineMessage({
    id: 'personal.profile.emailFormat',
    defaultMessage: 'Email format incorrect, please try again.',
  }),
};

/** Account security (tab account; the password and mobile number rules of docs/product/members.md). */
export const sm = {
  password: defineMessage({ id: 'personal.password.heading', defaultMessage: 'Change password' }),
  oldPassword: defineMessage({ id: 'personal.password.old', defaultMessage: 'Current password' }),
  newPassword: defineMessage({ id: 'personal.password.new', defaultMessage: 'New password' }),
  confirmPassword: defineMessage({ id: 'personal.password.confirm', defaultMessage: 'Confirm new password' }),
  passwordHint: defineMessage({
    id: 'personal.password.hint',
    defaultMessage:
      '8-128 characters of any kind (a few words make a good one), not containing your mobile number, not a common password.',
  }),
  passwordRule: defineMessage({
    id: 'personal.password.rule',
    defaultMessage: '8-128 characters, without control characters',
  }),
  passwordCommon: defineMessage({
    id: 'personal.password.common',
    defaultMessage: 'This password is too common or easy to guess; please choose another (a few words make a good one)',
  }),
  passwordUser: defineMessage({
    id: 'personal.password.user',
    defaultMessage: 'The password must not contain your mobile number',
  }),
  passwordSame: defineMessage({
    id: 'personal.password.same',
    defaultMessage: 'The new password must differ from the old one',
  }),
  mismatch: defineMessage({
    id: 'personal.password.mismatch',
    defaultMessage: 'Passwords do not match, please try again',
  }),
  passwordChanged: defineMessage({
    id: 'personal.password.changed',
    defaultMessage: 'Password changed; your other sessions have ended',
  }),
  mobile: defineMessage({ id: 'personal.mobile.heading', defaultMessage: 'Change mobile number' }),
  current: defineMessage<{ mobile: string | number }>({
    id: 'personal.mobile.current',
    defaultMessage: 'Current number: {mobile}',
  }),
  newMobile: defineMessage({ id: 'personal.mobile.new', defaultMessage: 'New mobile number' }),
  phoneFormat: defineMessage({
    id: 'personal.mobile.format',
    defaultMessage: 'Phone number format incorrect, please try again.',
  }),
  code: defineMessage({ id: 'personal.mobile.code', defaultMessage: 'SMS code' }),
  codeFormat: defineMessage({ id: 'personal.mobile.codeFormat', defaultMessage: 'Enter the 6-digit code' }),
  sendCode: defineMessage({ id: 'personal.mobile.send', defaultMessage: 'Send code' }),
  resend: defineMessage<{ seconds: string | number }>({
    id: 'personal.mobile.resend',
    defaultMessage: 'Resend in {seconds} s',
  }),
  solving: defineMessage({ id: 'personal.mobile.solving', defaultMessage: 'Checking your browser…' }),
  codeSent: defineMessage({ id: 'personal.mobile.sent', defaultMessage: 'A code was sent to the new number' }),
  mobileChanged: defineMessage({ id: 'personal.mobile.changed', defaultMessage: 'Your mobile number was changed' }),
  sessions: defineMessage({ id: 'personal.sessions.heading', defaultMessage: 'Signed-in sessions' }),
  thisSession: defineMessage({ id: 'personal.sessions.current', defaultMessage: 'This session' }),
  sessionLine: defineMessage<{ start: string | number; method: string | number; last: string | number }>({
    id: 'personal.sessions.line',
    defaultMessage: 'Signed in {start} by {method}; last used {last}',
  }),
  methodPassword: defineMessage({ id: 'personal.sessions.method.password', defaultMessage: 'password' }),
  methodSms: defineMessage({ id: 'personal.sessions.method.sms', defaultMessage: 'SMS code' }),
  methodRegister: defineMessage({ id: 'personal.sessions.method.register', defaultMessage: 'registration' }),
  methodOidc: defineMessage({ id: 'personal.sessions.method.oidc', defaultMessage: 'third-party login' }),
  methodHandover: defineMessage({
    id: 'personal.sessions.method.handover',
    defaultMessage: 'a link from another site',
  }),
  unknownBrowser: defineMessage({ id: 'personal.sessions.unknown', defaultMessage: 'Unknown browser' }),
  logoutAll: defineMessage({ id: 'personal.sessions.logoutAll', defaultMessage: 'Log out everywhere' }),
  confirmLogoutAll: defineMessage({
    id: 'personal.sessions.confirm',
    defaultMessage: 'End every session, this one included?',
  }),
  loggedOut: defineMessage({ id: 'personal.sessions.done', defaultMessage: 'Logged out successfully' }),
  identities: defineMessage({ id: 'personal.identities.heading', defaultMessage: 'Bound identities' }),
  noIdentity: defineMessage({
    id: 'personal.identities.none',
    defaultMessage: 'No third-party identity is bound to this account.',
  }),
  boundOn: defineMessage<{ date: string | number }>({ id: 'personal.identities.on', defaultMessage: 'Bound {date}' }),
  unbind: defineMessage<{ name: string | number }>({
    id: 'personal.identities.unbind',
    defaultMessage: 'Unbind {name}',
  }),
  unbound: defineMessage({ id: 'personal.identities.unbound', defaultMessage: 'The identity was unbound' }),
  deleteAccount: defineMessage({ id: 'personal.delete.heading', defaultMessage: 'Delete account' }),
  deleteWarning: defineMessage({
    id: 'personal.delete.warning',
    defaultMessage: 'Deleting your account removes your favourites, albums, uploads and history for good.',
  }),
  deleteButton: defineMessage({ id: 'personal.delete.button', defaultMessage: 'Delete my account' }),
  confirmDeleteAccount: defineMessage({
    id: 'personal.delete.confirm',
    defaultMessage: 'Delete your account and everything it keeps? This cannot be undone.',
  }),
};
