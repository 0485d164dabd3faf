/**
 * Messages of an article's figures in its body (docs/product/content.md#article-page): the note of a figure whose image
 * is not here and the name of a figure image that opens the viewer. Texts in web/src/i18n/{zh,en}/content.json (the
 * server renders them); the viewer's and the downloads list's are in ./viewerMessages.ts and ./downloadMessages.ts.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** A figure image in the body, a button: "Open Figure 1 in the viewer". */
export const openFigureMessage = defineMessage<{ label: string }>({
  id: 'content.figure.open',
  defaultMessage: 'Open {label} in the viewer',
});

/**
 * The note shown where a figure's image is not here: `{label}` is the figure's label (or
 * {@link figureMessages.thisFigure}); `{reason}` is `unreadable` when the file is here but cannot be shown, else
 * `missing`; `{link}` (HTML, ./bodyFigures.ts figureNoteHtml) the link to the figure at its publisher
 * ({@link figureMessages.atPublisher}), shown when `{hasLink}` is `yes`.
 */
export const figureUnavailableMessage = defineMessage<{ label: string; reason: string; hasLink: string; link: string }>(
  {
    id: 'content.figure.unavailable',
    defaultMessage:
      'The image of {label} {reason, select, unreadable {cannot be shown here} other {is not included here}}{hasLink, select, yes { — {link}} other {.}}',
  },
);

/** The name of a figure or table without a label, by its place among the article's figures or tables: "Figure 3". */
export const numberedFigureMessage = defineMessage<{ kind: string; n: number }>({
  id: 'content.figure.numbered',
  defaultMessage: '{kind, select, table {Table} other {Figure}} {n}',
});

/** Figure texts without values, and the downloads section's heading. */
export const figureMessages = defineMessages({
  thisFigure: { id: 'content.figure.thisFigure', defaultMessage: 'this figure' },
  atPublisher: { id: 'content.figure.atPublisher', defaultMessage: 'view it at the publisher' },
  inlineUnavailable: { id: 'content.figure.inlineUnavailable', defaultMessage: '[image not included]' },
  downloads: { id: 'content.downloads.title', defaultMessage: 'Downloads' },
});
