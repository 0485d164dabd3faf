/**
 * The figure viewer (docs/product/content.md#figure-viewer), its own chunk (./viewerChunk.ts): a native modal
 * `<dialog>` (focus stays inside, Escape closes it, focus goes back to the figure that opened it) labelled by the shown
 * figure's label, over the whole window. A Swiper carousel holds every figure and table of the article in order:
 * arrow keys and swipes move between them (Keyboard, A11y), pinch, double tap, the zoom buttons and the + and - keys
 * zoom an image (Zoom). Under it the caption, then the tools: previous and next, zoom in and out, the original file's
 * download (type and size, e.g. "TIFF, 20.1 MB"), the web size's download, and a link to the figure on the article
 * page copied to the clipboard with a visible confirmation.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/figures.json';
import zh from '../../i18n/zh/figures.json';
import { swiperA11y, useReducedMotion } from '../banner/a11y.js';
import { copyText } from '../basket/copy.js';
import { BODY_CLASS } from '../content/bodyStyles.js';
import { DialogHeader, outlineButtonCss } from '../dialog/DialogHeader.js';
import { typeAndSize } from './fileFormat.js';
import { fileTypeName } from './fileType.js';
import { numberedFigureMessage } from './messages.js';
import { type FigureSlide, figureSlides, type SlideResource } from './slides.js';
import { MissingFigureNote, SlideImage, SlideTable } from './SlideContent.js';
import { downloadOriginalMessage, positionMessage, viewerMessages as m } from './viewerMessages.js';
import { viewerCss } from './viewerStyles.js';

const catalogues = { zh, en };

/** The largest zoom (times the fitted size). */
const MAX_ZOOM = 4;

/** Props of {@link FigureViewerChunk}. */
export interface FigureViewerProps {
  /** The article's resources in document order: its figures and tables are the slides (./slides.ts). */
  resources: readonly SlideResource[];
  /** The resource id of the figure to show first. */
  startId: number;
  /** Runs once the dialog has closed (close button or Escape). */
  onClose: () => void;
}

/** The viewer with its messages (figures.json), open while mounted; nothing when `startId` is not a figure or table. */
export default function FigureViewerChunk({ resources, startId, onClose }: FigureViewerProps) {
  const slides = useMemo(() => figureSlides(resources), [resources]);
  const start = slides.findIndex((s) => s.resourceId === startId);
  if (start < 0) return null;
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <FigureViewer slides={slides} start={start} onClose={onClose} />
    </ChunkCatalogue>
  );
}

/** The URL of the article page pointing at the figure: its element's id when on the page, else its anchor. */
function figureUrl(slide: FigureSlide): string {
  const id = document.getElementById(slide.anchor) ? slide.anchor : slide.resourceAnchor;
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}#${id}`;
}

/** The viewer of `slides` from slide `start`, open while mounted (see the module comment). */
function FigureViewer({
  slides,
  start,
  onClose,
}: {
  slides: readonly FigureSlide[];
  start: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(1);
  const [status, setStatus] = useState('');
  // images load for the shown slide and its neighbours, and stay once loaded
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([start - 1, start, start + 1]));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // + and - zoom, 0 resets, wherever the focus is while the viewer is open (a tap on the image leaves none inside)
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const slide = slides[index];
  if (!slide) return null;
  const nameOf = (s: FigureSlide) =>
    s.label ?? intl.formatMessage(numberedFigureMessage, { kind: s.kind === 'TABLE' ? 'table' : 'figure', n: s.n });
  const label = nameOf(slide);
  const zoomable = Boolean(slide.image);

  const zoomTo = (next: number) => {
    if (!swiper || !zoomable) return;
    if (next <= 1) swiper.zoom.out();
    else swiper.zoom.in(Math.min(MAX_ZOOM, next));
  };
  keys.current = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target instanceof HTMLInputElement) return;
    const step =
      e.key === '+' || e.key === '='
        ? Math.floor(scale) + 1
        : e.key === '-'
          ? Math.ceil(scale) - 1
          : e.key === '0'
            ? 1
            : 0;
    if (!step) return;
    e.preventDefault();
    zoomTo(step);
  };
  const copy = async () => {
    const ok = await copyText(figureUrl(slide));
    setStatus(intl.formatMessage(ok ? m.copied : m.copyFailed));
  };
  const original = slide.original;
  const originalType = original ? fileTypeName(intl, original.mime, original.url) : '';

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      css={viewerCss}
      data-testid="figure-viewer"
      // set once the slider (and its arrow keys) is running
      data-ready={swiper ? '' : undefined}
    >
      <Flex direction="column" h="100%">
        <DialogHeader
          titleId={titleId}
          title={label}
          closeLabel={intl.formatMessage(m.close)}
          onClose={() => ref.current?.close()}
        />
        <Box flex="1" minH="0" bg="gray.50" data-testid="viewer-stage">
          <Swiper
            modules={[A11y, Keyboard, Zoom]}
            a11y={{
              ...swiperA11y(intl),
              prevSlideMessage: intl.formatMessage(m.previous),
              nextSlideMessage: intl.formatMessage(m.next),
            }}
            keyboard={{ enabled: true }}
            zoom={{ maxRatio: MAX_ZOOM, toggle: true }}
            initialSlide={start}
            speed={reduced ? 0 : 250}
            onSwiper={setSwiper}
            onSlideChange={(sw) => {
              setIndex(sw.activeIndex);
              setScale(1);
              setStatus('');
              setNear((prev) => new Set([...prev, sw.activeIndex - 1, sw.activeIndex, sw.activeIndex + 1]));
            }}
            onZoomChange={(_sw, s) => setScale(s)}
          >
            {slides.map((s, i) => (
              <SwiperSlide
                key={s.resourceId}
                zoom={Boolean(s.image)}
                inert={i !== index}
                data-resource-id={s.resourceId}
              >
                {s.image ? (
                  near.has(i) && <SlideImage slide={s} alt={nameOf(s)} />
                ) : s.tableHtml ? (
                  <SlideTable html={s.tableHtml} label={nameOf(s)} />
                ) : (
                  <MissingFigureNote label={nameOf(s)} url={s.publisherUrl} />
                )}
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
        {slide.captionHtml && (
          <Box
            className={BODY_CLASS}
            tabIndex={0}
            role="region"
            aria-label={intl.formatMessage(m.caption)}
            px="5"
            py="2"
            maxH={{ base: '28dvh', md: '20vh' }}
            overflowY="auto"
            fontSize="sm"
            borderTop="1px solid"
            borderColor="gray.200"
            css={{ '& p': { my: '1' }, '& > span > p:first-of-type': { display: 'inline' } }}
            data-testid="viewer-caption"
          >
            <strong>{label}</strong> <span dangerouslySetInnerHTML={{ __html: slide.captionHtml }} />
          </Box>
        )}
        <Flex
          wrap="wrap"
          align="center"
          gap="2"
          px="5"
          py="3"
          borderTop="1px solid"
          borderColor="gray.200"
          data-testid="viewer-tools"
        >
          <ToolButton
            label={intl.formatMessage(m.previous)}
            glyph="‹"
            disabled={index === 0}
            onClick={() => swiper?.slidePrev()}
            testId="viewer-prev"
          />
          <Text fontSize="sm" minW="3em" textAlign="center" data-testid="viewer-position">
            {intl.formatMessage(positionMessage, { index: index + 1, total: slides.length })}
          </Text>
          <ToolButton
            label={intl.formatMessage(m.next)}
            glyph="›"
            disabled={index === slides.length - 1}
            onClick={() => swiper?.slideNext()}
            testId="viewer-next"
          />
          <ToolButton
            label={intl.formatMessage(m.zoomIn)}
            glyph="+"
            disabled={!zoomable || scale >= MAX_ZOOM}
            onClick={() => zoomTo(Math.floor(scale) + 1)}
            testId="viewer-zoom-in"
          />
          <ToolButton
            label={intl.formatMessage(m.zoomOut)}
            glyph="−"
            disabled={!zoomable || scale <= 1}
            onClick={() => zoomTo(Math.ceil(scale) - 1)}
            testId="viewer-zoom-out"
          />
          {original && (
            <chakra.a href={original.url} download css={outlineButtonCss} data-testid="viewer-original">
              {intl.formatMessage(downloadOriginalMessage, {
                details: typeAndSize(intl, originalType, original.size),
              })}
            </chakra.a>
          )}
          {slide.image && (
            <chakra.a href={slide.image.webSrc} download css={outlineButtonCss} data-testid="viewer-web">
              {intl.formatMessage(m.webSize)}
            </chakra.a>
          )}
          <chakra.button type="button" css={outlineButtonCss} onClick={() => void copy()} data-testid="viewer-copy">
            {intl.formatMessage(m.copyLink)}
          </chakra.button>
          <Text role="status" fontSize="sm" color="green.800" data-testid="viewer-status">
            {status}
          </Text>
        </Flex>
      </Flex>
    </chakra.dialog>
  );
}

/**
 * A square tool button with a glyph and an accessible name. Disabled by `aria-disabled` (it keeps focus, so moving to
 * the last figure with Next does not drop the focus out of the dialog).
 */
function ToolButton(props: { label: string; glyph: string; disabled: boolean; onClick: () => void; testId: string }) {
  return (
    <chakra.button
      type="button"
      css={outlineButtonCss}
      minW="44px"
      justifyContent="center"
      fontSize="xl"
      lineHeight="1"
      aria-label={props.label}
      title={props.label}
      aria-disabled={props.disabled || undefined}
      color={props.disabled ? 'gray.500' : undefined}
      borderColor={props.disabled ? 'gray.300' : undefined}
      cursor={props.disabled ? 'default' : 'pointer'}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
      data-testid={props.testId}
    >
      <span aria-hidden="true">{props.glyph}</span>
    </chakra.button>
  );
}
