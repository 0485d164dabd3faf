/**
 * Texts of the styled file input (FileButton.tsx). They sit in web/src/i18n/{zh,en}/personal.json, the catalogue of
 * the personal centre, the one page with file inputs (its profile picture and album cover): a page that adds a file
 * input must carry these keys in its own catalogue too.
 */
import { defineMessages } from 'react-intl';

/** The button's text and the line beside it before a file is picked. */
export const fileMessages = defineMessages({
  choose: { id: 'form.file.choose', defaultMessage: 'Choose file', description: 'The button of a file input' },
  none: {
    id: 'form.file.none',
    defaultMessage: 'No file chosen',
    description: 'Beside the button: nothing picked yet',
  },
});
