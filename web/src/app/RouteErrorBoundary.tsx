/**
 * Catches errors thrown while rendering a route on the client (docs/product/sites-and-frame.md#error-routes: other route errors show the
 * status code and message; a failed chunk load reloads the page, at most once per 60 s).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The chunk-reload guard window in ms (docs/product/sites-and-frame.md#constants). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const RELOAD_KEY = 'rc-chunk-reload-at';

/** True for the errors browsers raise when a lazily imported chunk cannot be loaded (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError/i.test(message);
}

/** Reloads once per window; returns false when a reload already happened within it. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // storage unavailable: do not risk a reload loop
  }
  window.location.reload();
  return true;
}

interface State {
  error: Error | null;
}

/** Error boundary around the routes; reset it per location with a `key`. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error('Route error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = (error as { status?: unknown }).status;
    return (
      <Box role="alert" py="16" textAlign="center" data-testid="route-error">
        <Text fontSize="5xl" fontWeight="bold" color="gray.400">
          {typeof status === 'number' ? status : 500}
        </Text>
        <Heading as="h1" size="lg" mb="2">
          <FormattedMessage id="app.routeError.title" defaultMessage="Something went wrong on this page" />
        </Heading>
        <Text color="gray.600">{error.message}</Text>
      </Box>
    );
  }
}
