/**
 * The batch-citation dialog (770 px wide; the rules and texts of docs/product/citation-and-harvest.md#citation-basket): the basket's entries with checkboxes,
 * 'Select all' (toggles all entries), per-entry delete, and copy / clear / export of the selected entries, each of
 * which asks for a selection first ('No data selected'). Each entry shows its GB/T 7714 citation in the article's own
 * language and, for a bilingual article, in English under it; when any entry has both, 'Citation language' (Original /
 * English, English first on English pages) chooses which one Copy writes (an entry without English gives its own),
 * one per line numbered [1], [2] … through the Clipboard API. A native modal `<dialog>`: the page behind is inert, focus
 * stays inside, Escape closes it and focus returns to the toolbar button; full width on phones.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { showToast } from '../toast/toast.js';
import { ToastRegion } from '../toast/ToastRegion.js';
import { citationErrorText, fetchBasketStrings, useCitationClient } from './addToBasket.js';
import { CitationIntl } from './CitationIntl.js';
import { chosenCitation, copyText, numberedCitations } from './copy.js';
import { ExportMenu } from './ExportMenu.js';
import { citationMessages as m, citationValueMessages as mv } from './messages.js';
import { type BasketEntry, basketStore, useBasket } from './store.js';
import { actionButtonCss, checkboxCss } from './styles.js';
import { DialogHeader, modalDialogCss } from '../dialog/DialogHeader.js';
import { RADIO_CLASS } from '../form/controls.js';

/** Props of {@link BasketDialog}: the current site (for citation requests) and what closing does. */
export interface BasketDialogProps {
  siteId: number | null;
  onClose(): void;
}

/** True when the entry has an English citation that differs from its own language's. */
const hasEnglish = (e: BasketEntry): boolean => !!e.transString && e.transString !== e.resString;

/** Asks once for the strings of entries added while the citation request failed (or that rc-pub had none for). */
function useMissingStrings(entries: readonly BasketEntry[], siteId: number | null): void {
  const client = useCitationClient();
  const intl = useIntl();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const missing = entries.filter((e) => !e.resString || e.transString === undefined).map((e) => e.id);
    if (missing.length === 0) return;
    fetchBasketStrings(client, siteId, missing).then(
      (strings) => basketStore().setStrings(strings),
      (error: unknown) => showToast(citationErrorText(error, intl), 'error'),
    );
  }, [entries, siteId, client, intl]);
}

function Entry({
  entry,
  index,
  picked,
  english,
  onPick,
  onDelete,
}: {
  entry: BasketEntry;
  index: number;
  picked: boolean;
  /** English is the citation language chosen (its line is the one in full colour). */
  english: boolean;
  onPick(picked: boolean): void;
  onDelete(): void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const trans = hasEnglish(entry);
  return (
    <Box display="flex" as="li" gap="2" alignItems="flex-start" py="2" borderBottom="1px solid" borderColor="gray.200">
      <chakra.label display="flex" gap="2" flex="1" minW="0" cursor="pointer" alignItems="flex-start">
        <Box display="flex" w="44px" h="44px" alignItems="center" justifyContent="center" flexShrink="0" mt="-2">
          <chakra.input
            type="checkbox"
            css={checkboxCss}
            checked={picked}
            aria-labelledby={titleId}
            data-testid="basket-entry-pick"
            onChange={(e) => onPick(e.currentTarget.checked)}
          />
        </Box>
        <Box minW="0">
          <Text id={titleId} fontWeight="semibold" fontSize="sm">
            [{index}] {entry.resName}
          </Text>
          <Text
            fontSize="sm"
            color={entry.resString && !(english && trans) ? 'gray.800' : 'gray.600'}
            wordBreak="break-word"
            data-testid="basket-entry-quote"
          >
            {entry.resString || intl.formatMessage(m.noString)}
          </Text>
          {trans && (
            <Text
              lang="en"
              fontSize="sm"
              mt="1"
              color={english ? 'gray.800' : 'gray.600'}
              wordBreak="break-word"
              data-testid="basket-entry-trans-quote"
            >
              {entry.transString}
            </Text>
          )}
        </Box>
      </chakra.label>
      <chakra.button
        type="button"
        css={actionButtonCss}
        borderColor="gray.400"
        color="gray.700"
        aria-label={intl.formatMessage(mv.removeOne, { title: entry.resName })}
        data-testid="basket-entry-delete"
        onClick={onDelete}
      >
        {intl.formatMessage(m.remove)}
      </chakra.button>
    </Box>
  );
}

function DialogBody({ siteId, onClose }: BasketDialogProps) {
  const intl = useIntl();
  const lang = useLang();
  const ref = useRef<HTMLDialogElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const languageId = useId();
  const { entries } = useBasket();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [english, setEnglish] = useState(lang === 'en');
  const bilingual = entries.some(hasEnglish);
  useMissingStrings(entries, siteId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden'; // the page behind does not scroll under the dialog
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const selection = entries.filter((e) => picked.has(e.id));
  const allPicked = entries.length > 0 && selection.length === entries.length;
  const some = selection.length > 0 && !allPicked;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  const needSelection = (): boolean => {
    if (selection.length > 0) return true;
    showToast(intl.formatMessage(m.noSelection), 'error');
    return false;
  };
  const pick = (id: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const copy = async () => {
    if (!needSelection()) return;
    const text = numberedCitations(selection.map((e) => chosenCitation(e, english)));
    if (!text) {
      showToast(intl.formatMessage(m.noCitation), 'error');
      return;
    }
    const ok = await copyText(text);
    showToast(intl.formatMessage(ok ? m.copied : m.copyFailed), ok ? 'success' : 'error');
  };
  const clear = () => {
    if (!needSelection()) return;
    basketStore().remove(selection.map((e) => e.id));
    setPicked(new Set());
    showToast(intl.formatMessage(m.cleared), 'success');
    selectAll.current?.focus();
  };
  const remove = (id: number) => {
    basketStore().remove([id]);
    pick(id, false);
    showToast(intl.formatMessage(m.deleted), 'success');
    selectAll.current?.focus();
  };

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="basket-dialog"
      css={modalDialogCss}
      w={{ base: '100vw', md: '770px' }}
      h={{ base: '100dvh', md: 'auto' }}
      overflow="visible"
    >
      <Box display="flex" flexDirection="column" h="100%" maxH={{ base: '100dvh', md: '85vh' }}>
        <DialogHeader
          titleId={titleId}
          title={intl.formatMessage(m.basket)}
          closeLabel={intl.formatMessage(m.closeDialog)}
          onClose={() => ref.current?.close()}
        />
        <Box
          display="flex"
          alignItems="center"
          flexWrap="wrap"
          gap="2"
          px="5"
          py="2"
          borderBottom="1px solid"
          borderColor="gray.200"
        >
          <chakra.label display="inline-flex" alignItems="center" gap="2" minH="44px" cursor="pointer" fontSize="sm">
            <chakra.input
              ref={selectAll}
              type="checkbox"
              css={checkboxCss}
              checked={allPicked}
              disabled={entries.length === 0}
              data-testid="basket-select-all"
              onChange={(e) => setPicked(new Set(e.currentTarget.checked ? entries.map((x) => x.id) : []))}
            />
            {intl.formatMessage(m.selectAll)}
          </chakra.label>
          <Text
            fontSize="sm"
            color="gray.600"
            flex="1"
            whiteSpace="nowrap"
            aria-live="polite"
            data-testid="basket-summary"
          >
            {intl.formatMessage(mv.summary, { selected: selection.length, count: entries.length })}
          </Text>
          {bilingual && (
            <Box
              role="radiogroup"
              aria-labelledby={languageId}
              display="inline-flex"
              alignItems="center"
              columnGap="2"
              fontSize="sm"
              // its own last row on phones, beside the buttons it sets from `md`
              order={{ base: 1, md: 0 }}
              flexBasis={{ base: '100%', md: 'auto' }}
              data-testid="basket-language"
            >
              <span id={languageId}>{intl.formatMessage(m.language)}</span>
              {[false, true].map((en) => (
                <chakra.label
                  key={String(en)}
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  minH={{ base: '44px', md: '36px' }}
                  cursor="pointer"
                >
                  <chakra.input
                    type="radio"
                    name={languageId}
                    value={en ? 'en' : 'original'}
                    className={RADIO_CLASS}
                    checked={english === en}
                    onChange={() => setEnglish(en)}
                  />
                  {intl.formatMessage(en ? m.english : m.original)}
                </chakra.label>
              ))}
            </Box>
          )}
          <chakra.button type="button" css={actionButtonCss} data-testid="basket-copy" onClick={copy}>
            {intl.formatMessage(m.copy)}
          </chakra.button>
          <chakra.button type="button" css={actionButtonCss} data-testid="basket-clear" onClick={clear}>
            {intl.formatMessage(m.clear)}
          </chakra.button>
          <ExportMenu ids={() => selection.map((e) => e.id)} lang={lang} label={intl.formatMessage(m.export)} />
        </Box>
        <Box flex="1" overflowY="auto" px="5" py="1" minH="120px">
          {entries.length === 0 ? (
            <Text color="gray.600" py="6" data-testid="basket-empty">
              {intl.formatMessage(m.empty)}
            </Text>
          ) : (
            <chakra.ol listStyleType="none" m="0" p="0" data-testid="basket-entries">
              {entries.map((e, i) => (
                <Entry
                  key={e.id}
                  entry={e}
                  index={i + 1}
                  picked={picked.has(e.id)}
                  english={english}
                  onPick={(on) => pick(e.id, on)}
                  onDelete={() => remove(e.id)}
                />
              ))}
            </chakra.ol>
          )}
        </Box>
      </Box>
      <ToastRegion closeLabel={intl.formatMessage(m.close)} />
    </chakra.dialog>
  );
}

/** The dialog, open while mounted; `onClose` runs when the reader closes it (button or Escape). */
export function BasketDialog(props: BasketDialogProps) {
  return (
    <CitationIntl>
      <DialogBody {...props} />
    </CitationIntl>
  );
}
