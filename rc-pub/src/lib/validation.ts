/** Readable, translated messages for Fastify/Ajv schema validation errors (→ envelope status 400, never HTTP 500). */
import type { FastifyError } from 'fastify';
import type { Lang } from '../contract/wire.js';
import { t } from './i18n.js';

type AjvIssue = NonNullable<FastifyError['validation']>[number];

const reasons: Record<
  string,
  { zh: (p: Record<string, unknown>) => string; en: (p: Record<string, unknown>) => string }
> = {
  type: { zh: (p) => `应为 ${String(p.type)} 类型`, en: (p) => `must be of type ${String(p.type)}` },
  minimum: { zh: (p) => `应不小于 ${String(p.limit)}`, en: (p) => `must be >= ${String(p.limit)}` },
  maximum: { zh: (p) => `应不大于 ${String(p.limit)}`, en: (p) => `must be <= ${String(p.limit)}` },
  minLength: {
    zh: (p) => `长度应不少于 ${String(p.limit)}`,
    en: (p) => `must be at least ${String(p.limit)} characters`,
  },
  maxLength: {
    zh: (p) => `长度应不超过 ${String(p.limit)}`,
    en: (p) => `must be at most ${String(p.limit)} characters`,
  },
  enum: {
    zh: (p) => `应为 ${((p.allowedValues as unknown[]) ?? []).join(' / ')} 之一`,
    en: (p) => `must be one of ${((p.allowedValues as unknown[]) ?? []).join(', ')}`,
  },
  pattern: { zh: () => '格式不正确', en: () => 'has the wrong format' },
};

function paramName(issue: AjvIssue): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return fromPath || String((issue.params as Record<string, unknown>)?.missingProperty ?? '?');
}

/** The message of the first validation issue of `err` in `lang`, naming the parameter and the rule broken. */
export function validationMessage(lang: Lang, err: FastifyError): string {
  const issue = err.validation?.[0];
  if (!issue) return t(lang, 'badRequest', { reason: err.message });
  const name = paramName(issue);
  if (issue.keyword === 'required') return t(lang, 'missingParam', { name });
  const rule = reasons[issue.keyword];
  const reason = rule ? rule[lang](issue.params as Record<string, unknown>) : (issue.message ?? issue.keyword);
  return t(lang, 'invalidParam', { name, reason });
}
