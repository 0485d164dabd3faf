/**
 * A page query cut into parts that can be read from the Apollo cache one at a time (app/warmPageQuery.ts).
 *
 * Apollo's InMemoryCache remembers the result of every selection set it reads, per selection set node, parent object
 * and variables (`resultCaching`). A part is the page query narrowed to one object-valued field one level below a root
 * field (`article { references { … } }`, `site { navItems { … } }`): the root field is a copy holding only that field,
 * while the field itself, its selections and the document's fragment definitions are the query's own nodes. Reading a
 * part therefore fills the cache's memory for that field, and the later read of the whole query takes it from there
 * instead of reading it again. Fields reached through fragment spreads count as the root field's own (the app's
 * fragments are all on the type of their field): a part under a fragment that does not apply to the object read would
 * only find nothing.
 *
 * Input: a query as Apollo transformed it (ObservableQuery `query`). Output: its parts, in document order; none for a
 * document without an operation or whose root fields select no object-valued field.
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The field nodes of `set`, through its fragment spreads. Inline fragments (`... on T`, which the app's documents do
 * not use) are not followed: their fields are read with the whole query. A fragment spread twice gives its fields
 * twice (a second read of a part is answered from the cache's memory); fragments never spread each other in a cycle
 * (GraphQL's validation rejects such a document, here at codegen and at the gateway).
 */
function fieldsOf(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD && fragments.get(selection.name.value);
    return fragment ? fieldsOf(fragment.selectionSet, fragments) : [];
  });
}

/** `query`'s parts (see the module docs). */
export function queryParts(query: DocumentNode): DocumentNode[] {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return [];
  const fragmentDefinitions = query.definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  const fragments = new Map(fragmentDefinitions.map((f) => [f.name.value, f]));
  const parts: DocumentNode[] = [];
  for (const root of fieldsOf(operation.selectionSet, fragments)) {
    if (!root.selectionSet) continue;
    for (const child of fieldsOf(root.selectionSet, fragments)) {
      if (!child.selectionSet) continue;
      const narrowedRoot: FieldNode = { ...root, selectionSet: { kind: Kind.SELECTION_SET, selections: [child] } };
      parts.push({
        kind: Kind.DOCUMENT,
        definitions: [
          { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [narrowedRoot] } },
          ...fragmentDefinitions,
        ],
      });
    }
  }
  return parts;
}
