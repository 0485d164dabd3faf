/**
 * When a carousel starts Swiper (docs/product/sites-and-frame.md#top-news-banner): a carousel that never moves by
 * itself (the top news, the site banners of every site but an institutional group's) starts at the reader's first
 * input anywhere on the page (a pointer move or press, a touch, a key, the wheel), not while the page loads. Until
 * then it shows {@link SwiperPreview}, the same markup Swiper starts from, with the first slide, the arrows and the
 * bullets in place. Starting Swiper measures the page and builds its arrows, bullets and labels: 50-200 ms of one
 * task on a mid-range phone, which no reader who has not touched the page yet needs. The rotating hero starts once
 * the page has hydrated. Swiper and the live carousels are their own chunk, downloaded when a carousel starts.
 */
import { startTransition, useEffect, useState } from 'react';
import { moduleRef } from '../../app/moduleRef.js';

/** The live Swiper carousel (./swipers.tsx): loaded when the first carousel of the page starts. */
export const swiperChunk = moduleRef(() => import('./swipers.js'));

/** The events that count as the reader's first input (window, capture phase). */
const INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let acted = false;
const waiting = new Set<() => void>();

function onInput(): void {
  acted = true;
  for (const type of INPUTS) window.removeEventListener(type, onInput, true);
  for (const start of [...waiting]) start();
  waiting.clear();
}

/** Calls `start` at the reader's first input (at once when it came already); returns a cancel function. */
function whenReaderActs(start: () => void): () => void {
  if (acted) {
    start();
    return () => {};
  }
  if (waiting.size === 0)
    for (const type of INPUTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  waiting.add(start);
  return () => waiting.delete(start);
}

/**
 * False on the server, while hydrating and until the carousel starts; then true (and the Swiper chunk requested).
 * @param start `input`: at the reader's first input; `mount`: as soon as the carousel is on screen (the hero).
 */
export function useCarouselLive(start: 'input' | 'mount'): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const go = () => {
      void swiperChunk.load().catch(() => undefined); // a failed load is retried by the render (useSplitModule)
      startTransition(() => setLive(true));
    };
    if (start === 'mount') {
      go();
      return undefined;
    }
    return whenReaderActs(go);
  }, [start]);
  return live;
}
