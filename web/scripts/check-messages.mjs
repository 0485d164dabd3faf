#!/usr/bin/env node
/**
 * Message catalogue check (zh and en catalogues with identical keys). Extracts every message id declared in
 * web/src (defineMessages, FormattedMessage, intl.formatMessage) with @formatjs/cli, merges the per-language
 * catalogues web/src/i18n/{zh,en}/*.json, and exits 1 when:
 *   - zh and en do not have identical keys,
 *   - an extracted id is missing from either catalogue,
 *   - a catalogue message is empty.
 * Unused catalogue keys are reported as warnings. Run: pnpm --filter web check:messages
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18nDir = join(webDir, 'src', 'i18n');

function listSources(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'gql' && entry.name !== 'node_modules') out.push(...listSources(path));
    } else if (/\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function extractIds() {
  const tmp = mkdtempSync(join(tmpdir(), 'msg-'));
  const outFile = join(tmp, 'extracted.json');
  try {
    const bin = join(webDir, 'node_modules', '.bin', 'formatjs');
    execFileSync(
      bin,
      [
        'extract',
        ...listSources(join(webDir, 'src')),
        '--out-file',
        outFile,
        '--id-interpolation-pattern',
        '[sha512:contenthash:base64:6]',
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    return JSON.parse(readFileSync(outFile, 'utf8'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function loadCatalogue(lang) {
  const merged = {};
  const dir = join(i18nDir, lang);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, value] of Object.entries(data)) {
      if (key in merged) throw new Error(`${lang}/${file}: duplicate key ${key}`);
      merged[key] = value;
    }
  }
  return merged;
}

const errors = [];
const extracted = extractIds();
const zh = loadCatalogue('zh');
const en = loadCatalogue('en');
for (const key of Object.keys(zh)) if (!(key in en)) errors.push(`en is missing ${key} (present in zh)`);
for (const key of Object.keys(en)) if (!(key in zh)) errors.push(`zh is missing ${key} (present in en)`);
for (const id of Object.keys(extracted)) {
  if (!(id in zh)) errors.push(`zh is missing ${id} (used in code: "${extracted[id].defaultMessage ?? ''}")`);
  if (!(id in en)) errors.push(`en is missing ${id} (used in code: "${extracted[id].defaultMessage ?? ''}")`);
}
for (const [lang, cat] of [
  ['zh', zh],
  ['en', en],
]) {
  for (const [key, value] of Object.entries(cat))
    if (typeof value !== 'string' || value.trim() === '') errors.push(`${lang}: ${key} is empty`);
}
const unused = Object.keys(en).filter((k) => !(k in extracted));
if (unused.length) console.warn(`warning: ${unused.length} catalogue keys not used in code: ${unused.join(', ')}`);
if (errors.length) {
  console.error(`Message catalogues are inconsistent (${errors.length}):\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Message catalogues OK: ${Object.keys(en).length} keys in zh and en, ${Object.keys(extracted).length} ids used in code.`,
);
