/**
 * The page query cut into parts for the read before hydrating (web/src/app/queryParts.ts): one part per
 * object-valued field under a root field, found through fragment spreads, each keeping the query's own nodes so the
 * cache's memory of the part serves the whole read (warm-page-query.test.ts checks that against Apollo's cache).
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  parse,
  print,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryParts } from '../../web/src/app/queryParts.js';

const QUERY = parse(`
  query Page($id: Int!, $sld: String) {
    site(sld: $sld) { name ...Frame }
    page: article(id: $id) {
      title
      ... on Article { authors { name } }
      ...View
    }
    version
  }
  fragment Frame on Site { nav { label } footer { text } }
  fragment View on Article { references { label } ...Nested }
  fragment Nested on Article { issue { volume } title }
`);

const operation = (doc: DocumentNode) => doc.definitions[0] as OperationDefinitionNode;
const rootOf = (doc: DocumentNode) => operation(doc).selectionSet.selections[0] as FieldNode;
const childOf = (doc: DocumentNode) => rootOf(doc).selectionSet!.selections[0] as FieldNode;

describe('queryParts', () => {
  const parts = queryParts(QUERY);

  it('gives one part per object-valued field under each root field, through fragment spreads, in document order', () => {
    expect(parts.map((p) => `${rootOf(p).name.value}.${childOf(p).name.value}`)).toEqual([
      'site.nav',
      'site.footer',
      'article.references',
      'article.issue',
    ]);
  });

  it('keeps the query’s own field nodes, fragments, variables and root arguments', () => {
    const frameNav = (QUERY.definitions[1] as FragmentDefinitionNode).selectionSet.selections[0];
    expect(childOf(parts[0]!)).toBe(frameNav);
    for (const part of parts) {
      expect(part.definitions).toHaveLength(QUERY.definitions.length);
      for (let i = 1; i < QUERY.definitions.length; i++) expect(part.definitions[i]).toBe(QUERY.definitions[i]);
      expect(operation(part).variableDefinitions).toBe(operation(QUERY).variableDefinitions);
    }
    expect(print(parts[2]!)).toContain('page: article(id: $id) {\n    references {');
  });

  it('has no parts for a document without an operation or without object-valued fields under its roots', () => {
    expect(queryParts(parse('fragment F on Site { name }'))).toEqual([]);
    expect(queryParts(parse('query { version site { name } }'))).toEqual([]);
  });

  it('does not follow inline fragments (the app’s documents have none)', () => {
    const inline = parse('query { site { nav { label } ... on Site { footer { text } } } }');
    expect(queryParts(inline).map((p) => childOf(p).name.value)).toEqual(['nav']);
  });
});
