/**
 * The add-to-album dialog ('At most 5 selections', 'Please select one of the albums':
 * docs/product/members.md#personal-albums; /front/personalAlbum/res/addList): the member's albums as checkboxes (at most 5 ticked), a field to create a new
 * album on the spot (it is ticked when created), and OK, which puts the resources into the ticked albums. A native
 * modal `<dialog>`: focus stays inside, Escape closes it and focus returns to the button that opened it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { usePageClient } from '../../app/pageClient.js';
import type { MemberAlbumsQuery as AlbumsData } from '../../gql/graphql.js';
import { showToast } from '../toast/toast.js';
import { ToastRegion } from '../toast/ToastRegion.js';
import { errorText } from './errors.js';
import { memberMessages as m, memberValueMessages as mv } from './messages.js';
import { AddToAlbumsMutation, CreateAlbumMutation, MemberAlbumsQuery } from './queries.js';
import type { MemberResource } from './types.js';
import { memberButtonCss, primaryButtonCss } from './styles.js';
import { DialogHeader, modalDialogCss } from '../dialog/DialogHeader.js';

/** At most this many albums at once. */
export const MAX_ALBUMS = 5;

const inputCss = {
  flex: '1',
  minW: '0',
  h: '40px',
  px: '3',
  border: '1px solid',
  borderColor: 'gray.400',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid var(--theme-primary)', outlineOffset: '1px' },
} as const;

/** The dialog for `resources`, open while mounted; `onClose` runs when it closes (OK, Cancel, × or Escape). */
export function AlbumDialog({ resources, onClose }: { resources: readonly MemberResource[]; onClose: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const nameId = useId();
  const client = usePageClient();
  const [data, setData] = useState<AlbumsData | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const loading = data === undefined && !error;
  const refetch = async () => {
    try {
      const answer = await client.query({ query: MemberAlbumsQuery, fetchPolicy: 'network-only' });
      setData(answer.data);
      setError(null);
    } catch (err) {
      setError(err);
    }
  };
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the albums are asked once, when the dialog opens.
  useEffect(() => {
    void refetch();
  }, []);

  const albums = data?.me?.albums.items ?? [];
  const pick = (id: number, on: boolean) => {
    if (on && !picked.has(id) && picked.size >= MAX_ALBUMS) {
      setProblem(intl.formatMessage(m.maxSelections));
      return;
    }
    setProblem(null);
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(intl.formatMessage(m.nameRequired));
      return;
    }
    setBusy(true);
    try {
      const answer = await client.mutate({ mutation: CreateAlbumMutation, variables: { input: { name: trimmed } } });
      setName('');
      await refetch();
      const id = answer.data?.createAlbum.id;
      if (id !== undefined && picked.size < MAX_ALBUMS) setPicked(new Set([...picked, id]));
      setProblem(null);
      showToast(intl.formatMessage(m.albumCreated), 'success');
    } catch (err) {
      const text = errorText(err, intl);
      if (text) showToast(text, 'error');
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (picked.size === 0) {
      setProblem(intl.formatMessage(m.selectAlbum));
      return;
    }
    setBusy(true);
    try {
      await client.mutate({
        mutation: AddToAlbumsMutation,
        variables: {
          albumIds: [...picked],
          resources: resources.map((r) => ({ resourceType: r.resourceType, resourceId: r.resourceId })),
        },
      });
      showToast(intl.formatMessage(m.added), 'success');
      ref.current?.close();
    } catch (err) {
      const text = errorText(err, intl);
      if (text) showToast(text, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="album-dialog"
      css={modalDialogCss}
      w={{ base: '100vw', md: '480px' }}
      mt={{ base: 'auto', md: 'auto' }}
      textAlign="start"
      fontSize="md"
    >
      <DialogHeader
        titleId={titleId}
        title={intl.formatMessage(m.dialogTitle)}
        closeLabel={intl.formatMessage(m.closeDialog)}
        onClose={() => ref.current?.close()}
      />
      <Box px="5" py="3" overflowY="auto" maxH="50vh">
        <chakra.fieldset border="none" p="0" m="0" aria-describedby={problem ? errorId : undefined}>
          <chakra.legend fontWeight="semibold" mb="2" p="0">
            {intl.formatMessage(m.albums)}
          </chakra.legend>
          {loading && <Text color="gray.600">{intl.formatMessage(m.loading)}</Text>}
          {Boolean(error) && <Text color="#b42318">{errorText(error, intl) ?? intl.formatMessage(m.loadFailed)}</Text>}
          {!loading && !error && albums.length === 0 && (
            <Text color="gray.600" data-testid="no-albums">
              {intl.formatMessage(m.noAlbums)}
            </Text>
          )}
          <chakra.ul listStyleType="none" m="0" p="0" data-testid="album-list">
            {albums.map((a) => (
              <li key={a.id}>
                <chakra.label display="flex" alignItems="center" gap="3" minH="44px" cursor="pointer">
                  <chakra.input
                    type="checkbox"
                    w="20px"
                    h="20px"
                    accentColor="var(--theme-primary)"
                    checked={picked.has(a.id)}
                    onChange={(e) => pick(a.id, e.currentTarget.checked)}
                    data-album-id={a.id}
                  />
                  <chakra.span flex="1" minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
                    {lang === 'en' && a.enName ? a.enName : a.name}
                  </chakra.span>
                  <chakra.span fontSize="sm" color="gray.600">
                    {intl.formatMessage(mv.itemCount, { count: a.itemCount })}
                  </chakra.span>
                </chakra.label>
              </li>
            ))}
          </chakra.ul>
        </chakra.fieldset>
        <Text id={errorId} role="alert" color="#b42318" fontSize="sm" minH="1.5em" mt="1" data-testid="album-error">
          {problem ?? ''}
        </Text>
        <chakra.form display="flex" gap="2" mt="2" alignItems="center" onSubmit={(e) => void create(e)}>
          <chakra.label htmlFor={nameId} srOnly>
            {intl.formatMessage(m.newAlbumName)}
          </chakra.label>
          <chakra.input
            id={nameId}
            css={inputCss}
            maxLength={50}
            placeholder={intl.formatMessage(m.newAlbumName)}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="new-album-name"
          />
          <chakra.button type="submit" css={memberButtonCss} disabled={busy} data-testid="new-album-create">
            {intl.formatMessage(m.newAlbum)}
          </chakra.button>
        </chakra.form>
      </Box>
      <Box display="flex" justifyContent="flex-end" gap="2" px="5" py="3" borderTop="1px solid" borderColor="gray.200">
        <chakra.button type="button" css={memberButtonCss} onClick={() => ref.current?.close()}>
          {intl.formatMessage(m.cancel)}
        </chakra.button>
        <chakra.button
          type="button"
          css={primaryButtonCss}
          disabled={busy}
          onClick={() => void submit()}
          data-testid="album-confirm"
        >
          {intl.formatMessage(m.confirm)}
        </chakra.button>
      </Box>
      <ToastRegion closeLabel={intl.formatMessage(m.close)} inModal />
    </chakra.dialog>
  );
}
