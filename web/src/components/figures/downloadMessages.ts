/**
 * Messages of the downloads list (./DownloadList.tsx) and of file types and sizes (./fileFormat.ts); texts in
 * web/src/i18n/{zh,en}/figures.json, which travels with the list's and the viewer's chunks.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** A file's type and size in a download link: "TIFF, 20.1 MB". */
export const typeAndSizeMessage = defineMessage<{ type: string; size: string }>({
  id: 'figures.file.typeAndSize',
  defaultMessage: '{type}, {size}',
});

/** A download's details after its link: " (Word document, 45.2 kB)". */
export const detailsMessage = defineMessage<{ details: string }>({
  id: 'figures.downloads.details',
  defaultMessage: ' ({details})',
});

/** Download texts without values. */
export const downloadMessages = defineMessages({
  pdfRendered: { id: 'figures.downloads.pdfRendered', defaultMessage: 'made from the article text' },
  supplementary: { id: 'figures.downloads.supplementary', defaultMessage: 'Supplementary material' },
});

/** Names of office file types in words (others show a format name, ./fileFormat.ts). */
export const fileTypeMessages = defineMessages({
  word: { id: 'figures.file.word', defaultMessage: 'Word document' },
  excel: { id: 'figures.file.excel', defaultMessage: 'Excel spreadsheet' },
  powerpoint: { id: 'figures.file.powerpoint', defaultMessage: 'PowerPoint presentation' },
  file: { id: 'figures.file.other', defaultMessage: 'File' },
});
