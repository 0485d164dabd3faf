/**
 * A carousel before Swiper starts (liveCarousel.ts): the markup Swiper starts from, in Swiper's own classes so its
 * stylesheet lays it out as the started carousel will be: the first slide shown (the others inert), the arrows (the
 * previous one disabled) and one bullet per slide, the first active. The arrows and bullets are pictures here
 * (hidden from assistive technology and not focusable); the reader's first input starts the carousel, which replaces
 * them with named, focusable controls before any of them can be reached.
 */
import { type ComponentProps, Suspense } from 'react';
import { useSplitModule } from '../../app/moduleRef.js';
import { swiperChunk } from './liveCarousel.js';
import type { LiveSwiper, PreviewSlide } from './swipers.js';

/** Swiper's navigation arrow (the icon its Navigation module inserts; the CSS turns it for "previous"). */
function Arrow() {
  return (
    <svg
      className="swiper-navigation-icon"
      width="11"
      height="20"
      viewBox="0 0.28 11 20"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The preview of a carousel of `slides`; `navigation` shows the arrows; `height` in px fixes the carousel's height. */
export function SwiperPreview({
  slides,
  navigation,
  height,
}: {
  slides: PreviewSlide[];
  navigation: boolean;
  height?: number;
}) {
  const several = slides.length > 1;
  return (
    <div className="swiper swiper-horizontal" style={height === undefined ? undefined : { height }}>
      <div className="swiper-wrapper">
        {slides.map((s, i) => (
          <div key={s.key} className={i === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'} inert={i !== 0}>
            {s.node}
          </div>
        ))}
      </div>
      {navigation && several && (
        <>
          <div className="swiper-button-prev swiper-button-disabled" aria-hidden="true">
            <Arrow />
          </div>
          <div className="swiper-button-next" aria-hidden="true">
            <Arrow />
          </div>
        </>
      )}
      {several && (
        <div
          className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal"
          aria-hidden="true"
        >
          {slides.map((s, i) => (
            <span
              key={s.key}
              className={
                i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}

function Live(props: ComponentProps<typeof LiveSwiper>) {
  const { LiveSwiper: Swiper } = useSplitModule(swiperChunk);
  return <Swiper {...props} />;
}

/**
 * The preview of `slides` until `live` (liveCarousel.ts `useCarouselLive`), then the live carousel of the same slides,
 * the preview still shown while its chunk arrives.
 */
export function SwiperCarousel({ live, ...props }: { live: boolean } & ComponentProps<typeof LiveSwiper>) {
  const preview = <SwiperPreview slides={props.slides} navigation height={props.height} />;
  if (!live) return preview;
  return (
    <Suspense fallback={preview}>
      <Live {...props} />
    </Suspense>
  );
}
