/**
 * The text a dry run (and an apply) prints for a plan ("Sites as files"): one line per row created, updated
 * or deleted, grouped by site, then a table of counts per site and table, or `no changes`. Plain text, no colours.
 *
 *   site plosmed: update
 *     update header_configs: navStyle 1 → 4
 *     create channels aboutus/press
 *     delete custom_buttons 在线投稿（未开放）
 *   site       table           created  updated  deleted
 *   plosmed    header_configs        0        1        0
 */
import type { Change } from './changes.js';
import type { Plan } from './plan.js';

/** Longest value shown in full; longer ones are cut with an ellipsis (HTML bodies). */
const MAX_VALUE = 48;

function show(v: unknown): string {
  const s = v === null || v === undefined ? 'null' : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
}

function line(c: Change): string {
  const what = `${c.kind} ${c.table}${c.key ? ` ${c.key}` : ''}`;
  if (c.kind !== 'update') return what;
  return `${what}: ${c.diff.map((d) => `${d.field} ${show(d.before)} → ${show(d.after)}`).join(', ')}`;
}

/** Counts of one site and table. */
export interface ChangeCount {
  sld: string;
  table: string;
  created: number;
  updated: number;
  deleted: number;
}

/** Counts of a plan's changes per site and table, in the plan's order. */
export function countChanges(plan: Plan): ChangeCount[] {
  const out: ChangeCount[] = [];
  for (const c of plan.changes) {
    let row = out.find((r) => r.sld === c.sld && r.table === c.table);
    if (!row) {
      row = { sld: c.sld, table: c.table, created: 0, updated: 0, deleted: 0 };
      out.push(row);
    }
    row[c.kind === 'create' ? 'created' : c.kind === 'update' ? 'updated' : 'deleted']++;
  }
  return out;
}

/** The printed plan: changes by site, then the table of counts; `no changes` when there is nothing to do. */
export function formatPlan(plan: Plan): string {
  const counter = plan.counter?.changed
    ? `counter: ${plan.counter.after} customer(s) replace the ${plan.counter.before} stored\n`
    : '';
  if (!plan.changes.length)
    return `${counter}no ${counter ? 'site ' : ''}changes (${plan.sites.length} site(s) in the file match the database)\n`;
  const lines: string[] = counter ? [counter.trimEnd()] : [];
  for (const s of plan.sites) {
    if (s.kind === 'unchanged') continue;
    lines.push(`site ${s.sld}: ${s.kind}`);
    for (const c of plan.changes) if (c.sld === s.sld) lines.push(`  ${line(c)}`);
  }
  const counts = countChanges(plan);
  const w = Math.max(4, ...counts.map((r) => r.sld.length));
  const t = Math.max(5, ...counts.map((r) => r.table.length));
  lines.push('', `${'site'.padEnd(w)}  ${'table'.padEnd(t)}  created  updated  deleted`);
  for (const r of counts)
    lines.push(
      `${r.sld.padEnd(w)}  ${r.table.padEnd(t)}  ${String(r.created).padStart(7)}  ${String(r.updated).padStart(7)}  ${String(r.deleted).padStart(7)}`,
    );
  const unchanged = plan.sites.filter((s) => s.kind === 'unchanged').length;
  const created = plan.sites.filter((s) => s.kind === 'create').length;
  const updated = plan.sites.filter((s) => s.kind === 'update').length;
  lines.push(`${created} site(s) created, ${updated} updated, ${unchanged} unchanged`);
  return `${lines.join('\n')}\n`;
}
