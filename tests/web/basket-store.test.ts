/**
 * The citation basket's store and helpers (docs/product/citation-and-harvest.md#citation-basket: entries and the two local
 * storage lists, updates with a new batch id, copy rules, downloadCitation, badge max 99): adding keeps order and never
 * duplicates, removing and clearing publish a new version, another tab's `storage` event is followed, corrupt local
 * storage is ignored, the 500-entry bound holds; the copied text, the export URL and the badge text.
 */
import { describe, expect, it } from 'vitest';
import { badgeText } from '../../web/src/components/basket/badge.js';
import { chosenCitation, numberedCitations } from '../../web/src/components/basket/copy.js';
import { EXPORT_FORMATS, exportUrl } from '../../web/src/components/basket/exportUrl.js';
import {
  BASKET_MAX,
  createBasketStore,
  ENTRIES_KEY,
  parseEntries,
  STRINGS_KEY,
  type StorageEventLike,
  type StorageEventSource,
  type StorageLike,
} from '../../web/src/components/basket/store.js';

/** A `localStorage` stand-in; two stores over one of these are two tabs of one browser profile. */
function memory(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A `window` stand-in that can deliver `storage` events. */
function events(): StorageEventSource & { fire(event: StorageEventLike): void; count(): number } {
  const listeners = new Set<(e: StorageEventLike) => void>();
  return {
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    fire: (e) => {
      for (const l of listeners) l(e);
    },
    count: () => listeners.size,
  };
}

const A = { id: 11, resName: 'Article A', resString: 'Author A. Title A[J]. Journal, 2020, 1(1): 1-2.' };
const B = { id: 22, resName: 'Article B', resString: 'Author B. Title B[J]. Journal, 2021, 2(1): 3-4.' };
const C = { id: 33, resName: 'Article C' };

describe('basket store', () => {
  it('adds in order with increasing sortIds and writes both local storage lists', () => {
    const storage = memory();
    const store = createBasketStore(storage);
    expect(store.add([A, B, C])).toEqual({ added: [11, 22, 33], duplicates: [], overflow: [] });
    const entries = store.getSnapshot().entries;
    expect(entries.map((e) => e.id)).toEqual([11, 22, 33]);
    expect(entries.map((e) => e.sortId)).toEqual([1, 2, 3]);
    expect(entries[2]).toEqual({ id: 33, resName: 'Article C', resString: '', sortId: 3 });
    expect(JSON.parse(storage.data.get(ENTRIES_KEY)!)).toEqual(entries);
    expect(JSON.parse(storage.data.get(STRINGS_KEY)!)).toEqual([A.resString, B.resString, '']);
  });

  it('does not add an article twice, nor one given twice', () => {
    const store = createBasketStore(memory());
    store.add([A]);
    const before = store.getSnapshot();
    expect(store.add([A, B, B])).toEqual({ added: [22], duplicates: [11, 22], overflow: [] });
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([11, 22]);
    expect(store.getSnapshot().version).toBeGreaterThan(before.version);
    const same = store.getSnapshot();
    expect(store.add([A]).added).toEqual([]);
    expect(store.getSnapshot()).toBe(same); // nothing changed: no new batch id, no re-render
  });

  it('survives a reload: a new store over the same storage reads the same basket', () => {
    const storage = memory();
    createBasketStore(storage).add([A, B]);
    const reloaded = createBasketStore(storage);
    expect(reloaded.getSnapshot().entries.map((e) => [e.id, e.resName, e.resString])).toEqual([
      [11, 'Article A', A.resString],
      [22, 'Article B', B.resString],
    ]);
  });

  it('removes and clears, each time with a new version that notifies listeners (docs/product/citation-and-harvest.md#citation-basket)', () => {
    const store = createBasketStore(memory());
    store.add([A, B, C]);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const v0 = store.getSnapshot().version;
    expect(store.remove([22, 99])).toBe(1);
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([11, 33]);
    const v1 = store.getSnapshot().version;
    expect(v1).toBeGreaterThan(v0);
    store.clear();
    expect(store.getSnapshot().entries).toEqual([]);
    expect(store.getSnapshot().version).toBeGreaterThan(v1);
    expect(calls).toBe(2);
    stop();
  });

  it('fills in strings fetched later (both languages), leaving unknown ids alone', () => {
    const storage = memory();
    const store = createBasketStore(storage);
    store.add([C]);
    expect(store.getSnapshot().entries[0]?.transString).toBeUndefined(); // not fetched yet
    store.setStrings(
      new Map([
        [33, { quote: 'Autor C. Título C[J].', transQuote: 'Author C. Title C[J].' }],
        [44, { quote: 'not in the basket', transQuote: '' }],
      ]),
    );
    expect(store.getSnapshot().entries.map((e) => [e.id, e.resString, e.transString])).toEqual([
      [33, 'Autor C. Título C[J].', 'Author C. Title C[J].'],
    ]);
    // both kept over a reload; the strings list stays the original-language one
    expect(createBasketStore(storage).getSnapshot().entries[0]?.transString).toBe('Author C. Title C[J].');
    expect(JSON.parse(storage.data.get(STRINGS_KEY)!)).toEqual(['Autor C. Título C[J].']);
  });

  it("follows another tab's changes through the storage event", () => {
    const storage = memory();
    const win = events();
    const tab1 = createBasketStore(storage, win);
    const tab2 = createBasketStore(storage);
    let calls = 0;
    const stop = tab1.subscribe(() => calls++);
    expect(win.count()).toBe(1);
    tab2.add([A, B]);
    win.fire({ key: ENTRIES_KEY, storageArea: storage });
    expect(calls).toBe(1);
    expect(tab1.getSnapshot().entries.map((e) => e.id)).toEqual([11, 22]);
    win.fire({ key: 'unrelated', storageArea: storage }); // other keys change nothing
    win.fire({ key: ENTRIES_KEY, storageArea: {} }); // sessionStorage events neither
    expect(calls).toBe(1);
    tab2.clear();
    win.fire({ key: null, storageArea: storage }); // localStorage.clear() in another tab
    expect(tab1.getSnapshot().entries).toEqual([]);
    expect(calls).toBe(2);
    stop();
    expect(win.count()).toBe(0);
  });

  it("keeps another tab's recent addition when adding before its event arrives", () => {
    const storage = memory();
    const tab1 = createBasketStore(storage, events());
    const stop = tab1.subscribe(() => undefined);
    tab1.add([A]);
    createBasketStore(storage).add([B]); // the other tab; its event has not arrived in tab 1
    tab1.add([C]);
    expect(tab1.getSnapshot().entries.map((e) => e.id)).toEqual([11, 22, 33]);
    stop();
  });

  it('ignores corrupt local storage instead of failing', () => {
    for (const raw of ['{not json', '"a string"', '{"id":1}', 'null', '42']) {
      const store = createBasketStore(memory({ [ENTRIES_KEY]: raw }));
      expect(store.getSnapshot().entries, raw).toEqual([]);
      expect(store.add([A]).added, raw).toEqual([11]);
    }
    const mixed = JSON.stringify([
      { id: 5, resName: 'ok', resString: 's', sortId: 2 },
      { id: 'x', resName: 'bad id', resString: '', sortId: 1 },
      { id: 8, resName: 'bad English string', resString: '', transString: 3, sortId: 1 },
      { id: 6, resName: 'no string', sortId: 3 },
      { id: 5, resName: 'repeated', resString: '', sortId: 4 },
      null,
      { id: 7, resName: 'first', resString: '', sortId: 1 },
    ]);
    expect(parseEntries(mixed).map((e) => [e.id, e.resName])).toEqual([
      [7, 'first'],
      [5, 'ok'],
    ]);
  });

  it('keeps working when storage refuses to write (memory for this tab)', () => {
    const storage = memory();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createBasketStore(storage);
    store.add([A]);
    store.add([B]);
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual([11, 22]);
  });

  it(`holds at most ${BASKET_MAX} entries and reports the rest as overflow`, () => {
    const store = createBasketStore(memory());
    const many = Array.from({ length: BASKET_MAX - 1 }, (_, i) => ({ id: i + 1, resName: `T${i + 1}` }));
    store.add(many);
    expect(
      store.add([
        { id: 1000, resName: 'last' },
        { id: 1001, resName: 'one too many' },
      ]),
    ).toEqual({
      added: [1000],
      duplicates: [],
      overflow: [1001],
    });
    expect(store.getSnapshot().entries).toHaveLength(BASKET_MAX);
  });
});

describe('copy text (docs/product/citation-and-harvest.md#citation-basket)', () => {
  it('numbers the citations one per line and skips the ones rc-pub had none for', () => {
    expect(numberedCitations([A.resString, '', `  ${B.resString} `])).toBe(`[1] ${A.resString}\n[2] ${B.resString}`);
  });

  it("is '' when no selected entry has a citation ('No citation information available')", () => {
    expect(numberedCitations(['', ' '])).toBe('');
  });

  it('copies the English citation when English is chosen and the entry has one, else its own language', () => {
    const pt = {
      resString: 'PRIULI R M A. Impacto do estresse[J].',
      transString: 'PRIULI R M A. The impact of stress[J].',
    };
    expect(chosenCitation(pt, true)).toBe(pt.transString);
    expect(chosenCitation(pt, false)).toBe(pt.resString);
    expect(chosenCitation({ resString: 'Only one[J].', transString: '' }, true)).toBe('Only one[J].');
    expect(chosenCitation({ resString: 'Not fetched[J].' }, true)).toBe('Not fetched[J].');
  });
});

describe('export URL (downloadCitation, docs/product/citation-and-harvest.md#citation-export)', () => {
  it('names the ids in order, the format and the language, with abstract=1 only when asked', () => {
    expect(exportUrl([3, 1, 2], 'bibtex', 'zh', false)).toBe(
      '/front/front-article/downloadCitation?ids=3,1,2&citationType=bibtex&language=zh',
    );
    expect(exportUrl([7], 'notefirst', 'en', true)).toBe(
      '/front/front-article/downloadCitation?ids=7&citationType=notefirst&language=en&abstract=1',
    );
  });

  it("offers the contract's five formats with their file extensions", () => {
    expect(EXPORT_FORMATS.map((f) => `${f.format}.${f.extension}`)).toEqual([
      'bibtex.bib',
      'endnote.enw',
      'refman.ris',
      'noteexpress.net',
      'notefirst.xml',
    ]);
  });
});

describe('badge (max 99, docs/product/citation-and-harvest.md#citation-basket)', () => {
  it('shows nothing for an empty basket, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(500)).toBe('99+');
  });
});
