/**
 * What one slide of the figure viewer shows: the image at its largest web size (WebP where the browser takes it,
 * inside Swiper's zoom container, so pinch, double tap and the zoom buttons scale it), a table as scrollable HTML, or
 * for a figure whose image is not here the same note as in the article body, with its link to the publisher.
 */
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { BODY_CLASS } from '../content/bodyStyles.js';
import { figureNoteHtml } from './bodyFigures.js';
import { bodyFigureTexts } from './figureTexts.js';
import type { FigureSlide } from './slides.js';

/** The image of a slide (rendered once the slide is near: the viewer loads no more than it shows). */
export function SlideImage({ slide, alt }: { slide: FigureSlide; alt: string }) {
  const image = slide.image;
  if (!image) return null;
  return (
    <picture>
      {image.webp && <source type="image/webp" srcSet={image.webp} />}
      <img
        src={image.src}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        decoding="async"
        data-testid="viewer-image"
      />
    </picture>
  );
}

/** A table slide: the table's HTML in a region that scrolls both ways and takes keyboard focus. */
export function SlideTable({ html, label }: { html: string; label: string }) {
  return (
    <Box
      className={`${BODY_CLASS} swiper-no-swiping`}
      role="region"
      aria-label={label}
      tabIndex={0}
      h="100%"
      overflow="auto"
      p="4"
      bg="white"
      textAlign="start"
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid="viewer-table"
    />
  );
}

/** The note of a figure whose image is not here (as the body's, ./bodyFigures.ts), with the publisher's link. */
export function MissingFigureNote({ label, url }: { label: string | null; url: string | null }) {
  const intl = useIntl();
  return (
    <Box
      className={BODY_CLASS}
      h="100%"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
      dangerouslySetInnerHTML={{ __html: figureNoteHtml(bodyFigureTexts(intl), label, url) }}
      data-testid="viewer-missing"
    />
  );
}
