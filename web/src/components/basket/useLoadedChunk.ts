/**
 * A split module for a part the server does not render (it needs the browser: local storage, the clipboard): loads
 * after hydration and answers the module once loaded, undefined before (so the first render matches the server's).
 */
import { useEffect, useState } from 'react';
import type { ModuleRef } from '../../app/moduleRef.js';

/** The module of `ref` after mount; a failed chunk load leaves the part out (undefined). */
export function useLoadedChunk<M>(ref: ModuleRef<M>): M | undefined {
  const [mod, setMod] = useState<M | undefined>(undefined);
  useEffect(() => {
    let live = true;
    ref.load().then(
      (m) => live && setMod(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ref]);
  return mod;
}
