/**
 * Conventions of the GraphQL schema as the gateway serves it ("every type and field has a description; enum
 * values follow GraphQL convention (SCREAMING_SNAKE) with a deprecation path for the old names"). The schema is built
 * the gateway's way (server/src/graphql/schema.ts over schema/*.graphql with the real resolvers), then walked: every type,
 * field, argument, input field, enum and enum value must carry a description that says more than its name; every enum
 * value is SCREAMING_SNAKE unless it is a deprecated alias that names its replacement and stands for the same value.
 */
import {
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../../server/src/graphql/resolvers/index.js';
import { buildExecutableSchema } from '../../server/src/graphql/schema.js';

const schema = buildExecutableSchema(resolvers);
/** The schema's own named types (not introspection types, not the built-in scalars). */
const ownTypes: GraphQLNamedType[] = Object.values(schema.getTypeMap()).filter(
  (t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t),
);
const enums = ownTypes.filter(isEnumType);
const SCREAMING_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** The words of a name: `articleTitle` and `ARTICLE_TITLE` are both [article, title]. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Why a description fails, or null: missing, blank, or only its element's name again ("The id."). */
function descriptionFault(description: string | null | undefined, name: string): string | null {
  if (!description?.trim()) return 'has no description';
  const said = words(description).filter((w) => !['the', 'a', 'an', 'its', 'of'].includes(w));
  if (said.join(' ') === words(name).join(' ')) return `only repeats its name ("${description}")`;
  return null;
}

/** Every schema element that needs a description, as [path, description, name]. */
function describedElements(): [string, string | null | undefined, string][] {
  const out: [string, string | null | undefined, string][] = [];
  const field = (owner: string, f: GraphQLField<unknown, unknown> | GraphQLInputField) =>
    out.push([`${owner}.${f.name}`, f.description, f.name]);
  const arg = (owner: string, f: string, a: GraphQLArgument) =>
    out.push([`${owner}.${f}(${a.name})`, a.description, a.name]);
  for (const t of ownTypes) {
    out.push([t.name, t.description, t.name]);
    if (isObjectType(t) || isInterfaceType(t))
      for (const f of Object.values(t.getFields())) {
        field(t.name, f);
        for (const a of f.args) arg(t.name, f.name, a);
      }
    if (isInputObjectType(t)) for (const f of Object.values(t.getFields())) field(t.name, f);
    if (isEnumType(t)) for (const v of t.getValues()) out.push([`${t.name}.${v.name}`, v.description, v.name]);
  }
  return out;
}

describe('descriptions', () => {
  it('every type, field, argument, input field, enum and enum value has a description beyond its name', () => {
    const elements = describedElements();
    // The walk itself reaches every kind of element (a guard against a check that looks at nothing).
    expect(elements.length).toBeGreaterThan(300);
    expect(elements.some(([path]) => path === 'Site.search(input)')).toBe(true);
    expect(elements.some(([path]) => path === 'SearchInput.q')).toBe(true);
    expect(elements.some(([path]) => path === 'SearchType.ARTICLE')).toBe(true);
    const faults = elements.flatMap(([path, description, name]) => {
      const fault = descriptionFault(description, name);
      return fault ? [`${path} ${fault}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('the description check catches a missing description and one that only repeats the name', () => {
    expect(descriptionFault(undefined, 'id')).toBe('has no description');
    expect(descriptionFault('  ', 'id')).toBe('has no description');
    expect(descriptionFault('The id.', 'id')).toMatch(/only repeats its name/);
    expect(descriptionFault('The article title.', 'articleTitle')).toMatch(/only repeats its name/);
    expect(descriptionFault("The article's id in rc-pub (docs/product/content.md, article).", 'id')).toBeNull();
  });
});

describe('enum values (SCREAMING_SNAKE, with a deprecation path for the old names)', () => {
  it('every enum value is SCREAMING_SNAKE unless it is deprecated', () => {
    const offenders = enums.flatMap((e) =>
      e
        .getValues()
        .filter((v) => !SCREAMING_SNAKE.test(v.name) && v.deprecationReason == null)
        .map((v) => `${e.name}.${v.name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('each deprecated value names its SCREAMING_SNAKE replacement, which stands for the same internal value', () => {
    const checked: string[] = [];
    for (const e of enums)
      for (const v of e.getValues().filter((x) => x.deprecationReason != null)) {
        const replacement = /^Use ([A-Z][A-Z0-9_]*)\.$/.exec(v.deprecationReason ?? '')?.[1];
        expect(replacement, `${e.name}.${v.name}: reason "${v.deprecationReason}"`).toBeDefined();
        const current = e.getValue(replacement ?? '');
        expect(current, `${e.name}.${replacement} exists`).toBeDefined();
        expect(current?.deprecationReason ?? null, `${e.name}.${replacement} is current`).toBeNull();
        expect(current?.value, `${e.name}.${v.name} and ${replacement} stand for one value`).toBe(v.value);
        checked.push(`${e.name}.${v.name}`);
      }
    // The six lowercase enums of  keep every old name: 5 + 2 + 8 + 13 + 5 + 3 values.
    expect(checked).toHaveLength(36);
    expect(checked).toContain('SearchField.articleTitle');
  });

  it('internal values are rc-pub wire values (lowercase), for current and deprecated names alike', () => {
    const value = (e: string, v: string) => (schema.getType(e) as GraphQLEnumType).getValue(v)?.value;
    expect(value('SearchField', 'ARTICLE_TITLE')).toBe('articleTitle');
    expect(value('SearchField', 'articleTitle')).toBe('articleTitle');
    expect(value('SearchType', 'PUBLICATION')).toBe('publication');
    expect(value('Language', 'ZH')).toBe('zh');
    expect(value('SiteType', 'ALL')).toBe('all');
    expect(value('ResourceKind', 'FIGURE')).toBe('figure');
    expect(value('SearchSort', 'DATE')).toBe('date');
    expect(value('BoolOp', 'NOT')).toBe('NOT');
  });

  it('serializes an internal value to the current name, never to the deprecated alias declared after it', () => {
    const searchType = schema.getType('SearchType') as GraphQLEnumType;
    expect(searchType.serialize('article')).toBe('ARTICLE');
    const field = schema.getType('SearchField') as GraphQLEnumType;
    expect(field.serialize('articleTitle')).toBe('ARTICLE_TITLE');
    expect(() => field.serialize('nonsense')).toThrow(/Enum "SearchField" cannot represent value/);
  });

  it('refuses to start with an enum value its resolver map leaves out (it would reach rc-pub as its GraphQL name)', () => {
    const sdl = 'type Query { t: T } enum T { "a" A "b" B }';
    expect(() => buildExecutableSchema({ T: { A: 'a' } }, sdl)).toThrow('Enum value T.B has no internal value');
    expect(() => buildExecutableSchema({ T: { A: 'a', B: 'b' } }, sdl)).not.toThrow();
  });
});
