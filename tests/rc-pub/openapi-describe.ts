/**
 * Which properties of rc-pub's OpenAPI data schemas lack a description (integrators read what a field
 * means, not only its type); used by openapi.test.ts.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name under components/schemas that a `#/components/schemas/X` reference points to. */
const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/**
 * Every object property reachable from `schema` that has no non-empty `description`, as `<where>.<property>` (where:
 * the nearest schema title, else the path from `at`). Follows `#/components/schemas/X` references (each once), array
 * items, anyOf/oneOf/allOf branches and typed additionalProperties. A property that is a bare `$ref` counts as
 * described when the schema it names has a description: OpenAPI 3.0 ignores siblings of a `$ref` (Reference Object)
 * and @fastify/swagger deletes them, so the referenced schema is where its meaning can be read.
 */
export function undescribed(schema: unknown, at: string, components: Json, seen = new Set<string>()): string[] {
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (seen.has(name)) return [];
    seen.add(name);
    return undescribed(components[name], name, components, seen);
  }
  const where = typeof schema.title === 'string' ? schema.title : at;
  const out: string[] = [];
  if (isObject(schema.properties))
    for (const [key, prop] of Object.entries(schema.properties)) {
      const target = isObject(prop) && typeof prop.$ref === 'string' ? components[refName(prop.$ref)] : prop;
      const described = isObject(target) && typeof target.description === 'string' && target.description.trim() !== '';
      if (!described) out.push(`${where}.${key}`);
      out.push(...undescribed(prop, `${where}.${key}`, components, seen));
    }
  if (isObject(schema.additionalProperties))
    out.push(...undescribed(schema.additionalProperties, `${where}[key]`, components, seen));
  out.push(...undescribed(schema.items, `${where}[]`, components, seen));
  for (const branches of [schema.anyOf, schema.oneOf, schema.allOf])
    if (Array.isArray(branches)) for (const b of branches) out.push(...undescribed(b, where, components, seen));
  return out;
}
