/** An album's cover (docs/product/content.md#albums), or a plain placeholder in the site colour when it has none. */
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { albumMessages as m } from './messages.js';

/** The cover in a 4:3 box; decorative (the album's name is next to it). */
export function AlbumCover({ url }: { url: string | null }) {
  const intl = useIntl();
  return (
    <Box aspectRatio="4 / 3" bg="gray.100" display="flex" alignItems="center" justifyContent="center" overflow="hidden">
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          data-testid="album-cover"
        />
      ) : (
        <Box
          w="100%"
          h="100%"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="var(--theme-background)"
          color="var(--theme-primary)"
          fontWeight="semibold"
          aria-hidden="true"
        >
          {intl.formatMessage(m.noCover)}
        </Box>
      )}
    </Box>
  );
}
