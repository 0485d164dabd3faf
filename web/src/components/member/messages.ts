/** Messages of the member widgets; texts in web/src/i18n/{zh,en}/member.json (the member chunk's catalogue). */
import { defineMessage, defineMessages } from 'react-intl';

/** Member widget message descriptors (ids are the catalogue keys). */
export const memberMessages = defineMessages({
  favourite: { id: 'member.favourite', defaultMessage: 'Favourite' },
  favourited: { id: 'member.favourited', defaultMessage: 'Favourited' },
  collected: { id: 'member.collected', defaultMessage: 'collection successful' },
  cancelled: { id: 'member.cancelled', defaultMessage: 'cancellation successful' },
  addToAlbum: { id: 'member.addToAlbum', defaultMessage: 'Add to album' },
  dialogTitle: { id: 'member.dialogTitle', defaultMessage: 'Add to my albums' },
  albums: { id: 'member.albums', defaultMessage: 'My albums (at most 5)' },
  noAlbums: { id: 'member.noAlbums', defaultMessage: 'You have no albums yet. Create one below.' },
  maxSelections: { id: 'member.maxSelections', defaultMessage: 'At most 5 selections' },
  selectAlbum: { id: 'member.selectAlbum', defaultMessage: 'Please select one of the albums' },
  newAlbum: { id: 'member.newAlbum', defaultMessage: 'New album' },
  newAlbumName: { id: 'member.newAlbumName', defaultMessage: 'Name of the new album' },
  create: { id: 'member.create', defaultMessage: 'Create' },
  nameRequired: { id: 'member.nameRequired', defaultMessage: 'Please enter the album name' },
  albumCreated: { id: 'member.albumCreated', defaultMessage: 'Album created' },
  confirm: { id: 'member.confirm', defaultMessage: 'OK' },
  cancel: { id: 'member.cancel', defaultMessage: 'Cancel' },
  close: { id: 'member.close', defaultMessage: 'Close' },
  closeDialog: { id: 'member.closeDialog', defaultMessage: 'Close the dialog' },
  added: { id: 'member.added', defaultMessage: 'Submitted successfully' },
  loading: { id: 'member.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'member.loadFailed', defaultMessage: 'Data acquisition failed' },
});

/** Member widget messages that take values (typed). */
export const memberValueMessages = {
  favouriteLabel: defineMessage<{ title: string }>({
    id: 'member.favouriteLabel',
    defaultMessage: 'Favourite: {title}',
  }),
  addToAlbumLabel: defineMessage<{ title: string }>({
    id: 'member.addToAlbumLabel',
    defaultMessage: 'Add to album: {title}',
  }),
  itemCount: defineMessage<{ count: number }>({
    id: 'member.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  }),
};

/** The 'alert me' buttons ('Subscription successfully'). */
export const alertButtonMessages = defineMessages({
  CURRENT: { id: 'member.alert.current', defaultMessage: 'Alert me: new issues' },
  ONLINE_FIRST: { id: 'member.alert.onlineFirst', defaultMessage: 'Alert me: online first' },
  KEYWORDS: { id: 'member.alert.keywords', defaultMessage: 'Alert me: these keywords' },
  COLUMN: { id: 'member.alert.column', defaultMessage: 'Alert me: this column' },
  on: { id: 'member.alert.on', defaultMessage: 'Alert set' },
  subscribed: { id: 'member.alert.subscribed', defaultMessage: 'Subscription successfully' },
});

/** The 'alert me' buttons' accessible names (typed values). */
export const alertValueMessages = {
  newTab: defineMessage<{ label: string; title: string }>({
    id: 'member.alert.newTab',
    defaultMessage: '{label} – {title} (opens in a new tab)',
  }),
  manage: defineMessage<{ label: string; title: string }>({
    id: 'member.alert.manage',
    defaultMessage: '{label} – {title}: manage my alerts',
  }),
};
