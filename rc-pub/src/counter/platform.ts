/**
 * The COUNTER platform of the deployment (docs/product/usage.md#counter-reports-sushi): one platform whatever site
 * host is asked, named by the base domain the sites share (`journals.example.org` for
 * `https://plosmed.journals.example.org`, `localhost` for `http://www.localhost:3000`; the name OAI-PMH's repository
 * identifier defaults to). Its namespace prefixes the platform's own identifiers (customer ids, journal codes,
 * article ids) as COUNTER's `{namespace}:{value}`.
 */
import { siteBaseDomain } from '../contract/site-origin.js';

/** The platform of one request. */
export interface Platform {
  /** The Platform element of every report item, e.g. `journals.example.org`. */
  name: string;
  /** The namespace of proprietary identifiers, e.g. `journals.example`: a letter, then 1-17 of [A-Za-z0-9_./]. */
  namespace: string;
}

/** Namespace of a platform name: without its top-level label, other characters as `_`, at most 18 characters. */
export function namespaceOf(name: string): string {
  const labels = name.split('.');
  const core = labels.length > 1 ? labels.slice(0, -1).join('.') : name;
  let ns = core.replace(/[^A-Za-z0-9_./]/g, '_').slice(0, 18);
  if (!/^[A-Za-z]/.test(ns)) ns = `p${ns}`.slice(0, 18);
  return ns.length >= 2 ? ns : `${ns}p`;
}

/** The platform of a portal origin (`https://plosmed.journals.example.org`); the origin's host when it has no base domain. */
export function platformOf(origin: string): Platform {
  let name = siteBaseDomain({ origin });
  if (!name) {
    try {
      name = new URL(origin).hostname;
    } catch {
      name = 'localhost';
    }
  }
  name = name.toLowerCase();
  if (name.length < 2) name = 'localhost';
  return { name, namespace: namespaceOf(name) };
}

/** True when a request's `platform` parameter names this platform (its name or namespace, any case). */
export function isThisPlatform(value: string, p: Platform): boolean {
  const v = value.trim().toLowerCase();
  return v === p.name || v === p.namespace.toLowerCase();
}
