/**
 * Styles of the figure viewer's dialog (Chakra `css`): the whole window at every width (the image gets all the room
 * there is), the modal frame of the portal's dialogs (components/dialog/DialogHeader.ts), and Swiper's zoom container
 * (the rules of `swiper/css/zoom`, here so the viewer's chunk brings them): the image, or its `<picture>`, fitted and
 * centred in the slide.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { modalDialogCss } from '../dialog/DialogHeader.js';

/** The viewer dialog's styles. */
export const viewerCss: SystemStyleObject = {
  ...modalDialogCss,
  w: '100vw',
  h: '100dvh',
  maxW: '100vw',
  maxH: '100dvh',
  m: '0',
  borderRadius: '0',
  overflow: 'hidden',
  '& .swiper': { h: '100%' },
  '& .swiper-slide': { h: '100%', overflow: 'hidden' },
  '& .swiper-zoom-container': {
    w: '100%',
    h: '100%',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    textAlign: 'center',
  },
  '& .swiper-zoom-container > picture': {
    display: 'flex',
    w: '100%',
    h: '100%',
    justifyContent: 'center',
    alignItems: 'center',
  },
  '& .swiper-zoom-container img': { maxW: '100%', maxH: '100%', w: 'auto', h: 'auto', objectFit: 'contain' },
  '& .swiper-slide-zoomed': { cursor: 'move', touchAction: 'none' },
  '& [role="region"]:focus-visible, & a:focus-visible': {
    outline: '2px solid var(--theme-primary)',
    outlineOffset: '2px',
  },
};
