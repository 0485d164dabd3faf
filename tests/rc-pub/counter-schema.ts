/**
 * Validators of COUNTER_SUSHI API R5.1 answers (tests/fixtures/counter-schemas/COUNTER_SUSHI_API.json, OpenAPI 3.1
 * whose schemas are JSON Schema 2020-12): the schema a path declares for an HTTP status, compiled with Ajv 2020 in
 * strict mode, every error reported, patterns as non-Unicode regular expressions (see newAjv). Formats `date`, `date-time` and `uri` are checked as RFC 3339 and WHATWG URLs.
 * Every answer is checked against the schemas as published; the only workaround is the ISIL pattern's (newAjv).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

const doc = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/counter-schemas/COUNTER_SUSHI_API.json'), 'utf8'),
) as Json;

const SCHEMAS_ID = 'https://counter.test/sushi-r51';

/** The component schemas under `$defs` of one schema resource, references rewritten to them. */
function schemaResource(): Json {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const text = JSON.stringify(schemas).replaceAll('#/components/schemas/', '#/$defs/');
  return { $id: SCHEMAS_ID, $defs: JSON.parse(text) as Json };
}

function newAjv(): Ajv2020 {
  // unicodeRegExp off: the document's ISIL pattern `[a-zA-Z0-9]{1,3,4}` is no valid quantifier with the u flag;
  // without it the braces read as literal text, as in ECMAScript's web-compatibility syntax (no answer holds ISILs)
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true, unicodeRegExp: false });
  ajv.addKeyword('x-stoplight');
  ajv.addKeyword('x-tags');
  ajv.addFormat('date', (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));
  ajv.addFormat(
    'date-time',
    (s: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s)),
  );
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addSchema(schemaResource());
  return ajv;
}

const ajv = newAjv();

/** The JSON schema `path` (e.g. `/r51/reports/tr_j1`) declares for HTTP `status`; throws when it declares none. */
function responseSchema(path: string, status: number): Json {
  const op = ((doc.paths as Json)[path] as Json | undefined)?.get as Json | undefined;
  let response = (op?.responses as Json | undefined)?.[String(status)] as Json | undefined;
  if (!response) throw new Error(`${path} declares no answer for HTTP ${status}`);
  const ref = response.$ref;
  if (typeof ref === 'string')
    response = ((doc.components as Json).responses as Json)[ref.replace('#/components/responses/', '')] as Json;
  const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
  return JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)) as Json;
}

const cache = new Map<string, ValidateFunction>();

/** The validator of `path`'s answer with HTTP `status`, as the published document declares it. */
export function counterValidator(path: string, status: number): ValidateFunction {
  const key = `${path} ${status}`;
  if (!cache.has(key)) cache.set(key, ajv.compile(responseSchema(path, status)));
  return cache.get(key)!;
}

/** Ajv's errors, one line each. */
export function errorsOf(validate: ValidateFunction): string[] {
  return [...new Set((validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} (${e.schemaPath})`))];
}
