/**
 * Favourite state and toggling of one resource (collect, isCollect, unCollectByIdAndType;
 * 'collection successful', 'cancellation successful'; docs/product/members.md#favourites). The state of the page's whole scope comes from one request in
 * the browser, for members only (favouriteStore.ts); visitors are sent to the login page instead.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { usePageClient } from '../../app/pageClient.js';
import { currentPath, loginHref, useUserName } from '../../app/session.js';
import { showToast } from '../toast/toast.js';
import { errorText } from './errors.js';
import {
  favouriteKey,
  favouriteSnapshot,
  loadedSnapshot,
  loadScope,
  scopeKey,
  setFavourite,
  subscribeFavourites,
} from './favouriteStore.js';
import { memberMessages as m } from './messages.js';
import { CollectMutation, UncollectMutation } from './queries.js';
import type { FavouriteScopeIds, MemberResource } from './types.js';

/** Sends a visitor to the login page, to come back here after signing in. */
export function goToLogin(lang: string): void {
  window.location.assign(loginHref(lang, currentPath()));
}

const NONE: ReadonlySet<string> = new Set();

/** What a favourite button needs: `favourited` (undefined while unknown and for visitors), `toggle`, `busy`. */
export interface FavouriteState {
  member: boolean;
  favourited: boolean | undefined;
  toggle: () => Promise<void>;
  busy: boolean;
}

/** The favourite state of `resource` (one of the page's `scope`) on the site `siteId`. */
export function useFavourite(
  resource: MemberResource,
  scope: FavouriteScopeIds,
  siteId: number | null,
): FavouriteState {
  const intl = useIntl();
  const lang = useLang();
  const client = usePageClient();
  const member = useUserName() !== null;
  const key = scopeKey(scope);
  const favourites = useSyncExternalStore(subscribeFavourites, favouriteSnapshot, () => NONE);
  const answered = useSyncExternalStore(subscribeFavourites, loadedSnapshot, () => NONE).has(key);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (member) void loadScope(client, scope);
  }, [member, client, scope]);

  const own = favouriteKey(resource.resourceType, resource.resourceId);
  const favourited = member && answered ? favourites.has(own) : undefined;

  const toggle = async () => {
    if (!member) {
      goToLogin(lang);
      return;
    }
    const input = { resourceType: resource.resourceType, resourceId: resource.resourceId };
    setBusy(true);
    try {
      if (favourites.has(own)) {
        await client.mutate({ mutation: UncollectMutation, variables: { resource: input } });
        setFavourite(resource.resourceType, resource.resourceId, false);
        showToast(intl.formatMessage(m.cancelled), 'success');
      } else {
        await client.mutate({ mutation: CollectMutation, variables: { resource: input, siteId } });
        setFavourite(resource.resourceType, resource.resourceId, true);
        showToast(intl.formatMessage(m.collected), 'success');
      }
    } catch (error) {
      const text = errorText(error, intl);
      if (text) showToast(text, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { member, favourited, toggle, busy };
}
