/**
 * Form state of the header search area and the fixed bar: keyword, type and field start from the current result
 * page (result routes carry `type`, `index`, `searchText`: docs/product/search.md#result-page-url), else the first configured type and all fields.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SearchField, SearchType } from '../../gql/graphql.js';
import { fieldFor, fieldFromParam, typeForRoute } from '../search/types.js';

/** The form's fields and setters; changing the type resets a field the new type lacks. */
export function useSearchForm(types: readonly SearchType[]) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const routeType = typeForRoute(location.pathname, search.get('type'));
  const initialType = routeType && types.includes(routeType) ? routeType : (types[0] ?? 'ARTICLE');
  const [type, setTypeState] = useState<SearchType>(initialType);
  const [field, setField] = useState<SearchField>(
    routeType === initialType ? fieldFor(initialType, fieldFromParam(search.get('index'))) : 'ALL',
  );
  const [keyword, setKeyword] = useState(routeType ? (search.get('searchText') ?? '') : '');
  function setType(next: SearchType) {
    setTypeState(next);
    setField((f) => fieldFor(next, f));
  }
  return { type, setType, field, setField, keyword, setKeyword };
}
