/**
 * Looking ahead in a GraphQL selection: lets a resolver start a child's fetch beside its own (e.g. search facets
 * beside the hits) instead of after it, when the query asks for that child.
 */
import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type Node = Parameters<typeof getDirectiveValues>[1];

/** False when @skip(if: true) or @include(if: false) removes the node for these variables. */
function included(node: Node, variables: Record<string, unknown>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

function hasField(
  set: SelectionSetNode | undefined,
  name: string,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: Set<string>,
): boolean {
  for (const sel of set?.selections ?? []) {
    if (!included(sel, variables)) continue;
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value === name) return true;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (hasField(sel.selectionSet, name, fragments, variables, seen)) return true;
    } else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const frag = fragments[sel.name.value];
      if (frag && hasField(frag.selectionSet, name, fragments, variables, seen)) return true;
    }
  }
  return false;
}

/**
 * True when the field being resolved selects the child field `name` directly (through inline fragments and fragment
 * spreads, honouring @skip/@include for the request's variables).
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  return info.fieldNodes.some((f: FieldNode) =>
    hasField(f.selectionSet, name, info.fragments, info.variableValues, seen),
  );
}
