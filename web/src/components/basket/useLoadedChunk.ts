/**
 * A split module for a part the server does not render (it needs the browser: local storage, the clipboard): loads
 * after hydration and answers the module once loaded, undefined before (so the first render matches the server's).
 * The parts it shows are rendered in a transition: React renders them in slices of a few milliseconds, yielding to
 * input in between, instead of in one task (the favourite and album buttons of a page of twenty search hits took
 * about 170 ms in one task on a phone-speed CPU, all of it blocking input).
 */
import { startTransition, useEffect, useState } from 'react';
import type { ModuleRef } from '../../app/moduleRef.js';

/** The module of `ref` after mount; a failed chunk load leaves the part out (undefined). */
export function useLoadedChunk<M>(ref: ModuleRef<M>): M | undefined {
  const [mod, setMod] = useState<M | undefined>(undefined);
  useEffect(() => {
    let live = true;
    ref.load().then(
      (m) => {
        if (live) startTransition(() => setMod(() => m));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ref]);
  return mod;
}
