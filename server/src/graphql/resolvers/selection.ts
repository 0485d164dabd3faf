/**
 * Looking ahead in a GraphQL selection: lets a resolver start a child's fetch beside its own (e.g. search facets
 * beside the hits, or a site's whole home fan-out once the site is known) instead of after it, when the query asks
 * for that child.
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

function collect(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: Set<string>,
  out: Set<string>,
): void {
  for (const sel of set?.selections ?? []) {
    if (!included(sel, variables)) continue;
    if (sel.kind === Kind.FIELD) out.add(sel.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT) collect(sel.selectionSet, fragments, variables, seen, out);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      collect(fragments[sel.name.value]?.selectionSet, fragments, variables, seen, out);
    }
  }
}

/**
 * Names of the child fields the field being resolved selects directly (through inline fragments and fragment
 * spreads, honouring @skip/@include for the request's variables).
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  for (const f of info.fieldNodes as readonly FieldNode[])
    collect(f.selectionSet, info.fragments, info.variableValues, seen, out);
  return out;
}

/** True when the field being resolved selects the child field `name` (see {@link selectedFields}). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selectedFields(info).has(name);
}

/** True when every child field selected is one of `names` (e.g. only `id`: no need to load the record). */
export function selectsOnly(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  for (const f of selectedFields(info)) if (f !== '__typename' && !names.includes(f)) return false;
  return true;
}

/**
 * The fields selected below a field, as a tree keyed by field name (aliases of one field merge; fragments and
 * @skip/@include are applied for the request's variables). Arguments are not kept: callers look ahead only at
 * fields whose fetch does not depend on them.
 */
export class SelectionTree {
  private readonly children = new Map<string, SelectionTree>();

  /** The sub-selection of child field `name`, or undefined when the query does not select it. */
  get(name: string): SelectionTree | undefined {
    return this.children.get(name);
  }

  /** True when the query selects child field `name`. */
  has(name: string): boolean {
    return this.children.has(name);
  }

  /** True when `name` is selected here or anywhere below (e.g. `target` at any depth of a menu tree). */
  hasDeep(name: string): boolean {
    for (const [k, sub] of this.children) if (k === name || sub.hasDeep(name)) return true;
    return false;
  }

  /** Adds the fields of `set` (merging into existing children). */
  add(
    set: SelectionSetNode | undefined,
    fragments: Record<string, FragmentDefinitionNode>,
    variables: Record<string, unknown>,
    seen: ReadonlySet<string> = new Set(),
  ): this {
    for (const sel of set?.selections ?? []) {
      if (!included(sel, variables)) continue;
      if (sel.kind === Kind.FIELD) {
        const child = this.children.get(sel.name.value) ?? new SelectionTree();
        this.children.set(sel.name.value, child.add(sel.selectionSet, fragments, variables));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) this.add(sel.selectionSet, fragments, variables, seen);
      else if (!seen.has(sel.name.value))
        this.add(fragments[sel.name.value]?.selectionSet, fragments, variables, new Set([...seen, sel.name.value]));
    }
    return this;
  }
}

/** The selection below the field being resolved, as a {@link SelectionTree}. */
export function selectionTree(info: GraphQLResolveInfo): SelectionTree {
  const tree = new SelectionTree();
  for (const f of info.fieldNodes as readonly FieldNode[])
    tree.add(f.selectionSet, info.fragments, info.variableValues);
  return tree;
}
