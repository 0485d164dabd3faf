/**
 * The favourite and add-to-album buttons of one resource (docs/product/members.md#member-widgets-on-reading-pages). The
 * favourite button is a toggle (aria-pressed) showing the member's state; visitors are sent to the login page with
 * the current page as `redirect`. Journals have only the favourite button (albums take articles, figures, tables).
 */
import { useRef, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { createPortal } from 'react-dom';
import { AlbumDialog } from './AlbumDialog.js';
import { MemberIntl } from './MemberIntl.js';
import { memberMessages as m, memberValueMessages as mv } from './messages.js';
import type { FavouriteScopeIds, MemberResource } from './types.js';
import { memberButtonCss } from './styles.js';
import { goToLogin, useFavourite } from './useFavourite.js';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'}>
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FolderPlus() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <path d="M12 10v6M9 13h6" strokeLinecap="round" />
    </svg>
  );
}

type Props = MemberResource & { scope: FavouriteScopeIds; siteId: number | null; title: string };

function Buttons({ resourceType, resourceId, scope, siteId, title }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const { member, favourited, toggle, busy } = useFavourite({ resourceType, resourceId }, scope, siteId);
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const on = favourited === true;
  const albums = resourceType !== 'JOURNAL';
  return (
    <chakra.span
      ref={wrap}
      display="inline-flex"
      flexWrap="wrap"
      gap="2"
      data-member-type={resourceType}
      data-member-id={resourceId}
    >
      <chakra.button
        type="button"
        css={memberButtonCss}
        aria-pressed={on}
        aria-label={intl.formatMessage(mv.favouriteLabel, { title })}
        title={intl.formatMessage(mv.favouriteLabel, { title })}
        disabled={busy}
        data-testid="favourite-button"
        data-state={favourited === undefined ? (member ? 'loading' : 'visitor') : on ? 'on' : 'off'}
        onClick={() => void toggle()}
      >
        <Star filled={on} />
        {intl.formatMessage(on ? m.favourited : m.favourite)}
      </chakra.button>
      {albums && (
        <chakra.button
          type="button"
          css={memberButtonCss}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage(mv.addToAlbumLabel, { title })}
          title={intl.formatMessage(mv.addToAlbumLabel, { title })}
          data-testid="album-button"
          onClick={() =>
            // The dialog goes into the frame's root (theme colours), outside the article body's styles.
            member ? setDialog(wrap.current?.closest<HTMLElement>('[data-site]') ?? document.body) : goToLogin(lang)
          }
        >
          <FolderPlus />
          {intl.formatMessage(m.addToAlbum)}
        </chakra.button>
      )}
      {dialog &&
        createPortal(
          <AlbumDialog resources={[{ resourceType, resourceId }]} onClose={() => setDialog(null)} />,
          dialog,
        )}
    </chakra.span>
  );
}

/** The buttons of one resource; `title` names it in the buttons' accessible names. */
export function MemberButtons(props: Props) {
  return (
    <MemberIntl>
      <Buttons {...props} />
    </MemberIntl>
  );
}
