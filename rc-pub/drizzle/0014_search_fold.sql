-- Search index rebuild (docs/product/search.md, Traditional and simplified; Relevance): the segmentation now folds
-- traditional Han runs to simplified, and `tsv_rank` gained exact-match lexemes (whole keywords, title words), so rows
-- written before would miss traditional/simplified matches and rank without them. The index is rebuildable: it is
-- emptied here and rc-pub rebuilds it at start (ensureIndexed: a database with articles but no search documents), as do
-- `pnpm rc-pub migrate` and `pnpm rc-pub reindex`.
DELETE FROM "search_docs";
