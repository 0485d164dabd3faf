/**
 * Messages of the figure viewer (./FigureViewer.tsx); texts in web/src/i18n/{zh,en}/figures.json, a catalogue that
 * travels with the viewer's chunk (app/chunkCatalogue.tsx), not with every page.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Viewer texts without values. */
export const viewerMessages = defineMessages({
  close: { id: 'figures.viewer.close', defaultMessage: 'Close the viewer' },
  previous: { id: 'figures.viewer.previous', defaultMessage: 'Previous figure' },
  next: { id: 'figures.viewer.next', defaultMessage: 'Next figure' },
  zoomIn: { id: 'figures.viewer.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'figures.viewer.zoomOut', defaultMessage: 'Zoom out' },
  copyLink: { id: 'figures.viewer.copyLink', defaultMessage: 'Copy link' },
  copied: { id: 'figures.viewer.copied', defaultMessage: 'Link copied' },
  copyFailed: { id: 'figures.viewer.copyFailed', defaultMessage: 'The link could not be copied' },
  caption: { id: 'figures.viewer.caption', defaultMessage: 'Caption' },
  webSize: { id: 'figures.viewer.webSize', defaultMessage: 'Download web size (JPEG)' },
});

/** The original file's download link: "Download original (TIFF, 20.1 MB)". */
export const downloadOriginalMessage = defineMessage<{ details: string }>({
  id: 'figures.viewer.original',
  defaultMessage: 'Download original ({details})',
});

/** Where the shown figure is among all: "3 / 8". */
export const positionMessage = defineMessage<{ index: number; total: number }>({
  id: 'figures.viewer.position',
  defaultMessage: '{index} / {total}',
});
