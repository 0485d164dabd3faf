/** Demo markers (team rule: demo-only content is visibly demo, "[演示]"/"[Demo]"). */

const MARKED = /\[(demo|演示)\]|【演示】|（演示）|\(demo\)/i;

/** True when `text` already shows a demo marker, so no second badge is needed. */
export function hasDemoMarker(text: string | null | undefined): boolean {
  return MARKED.test(text ?? '');
}
