/**
 * The article's downloads list (docs/product/content.md#article-page), its own chunk (./downloadsChunk.ts, loaded after
 * hydration into the slot of pages/content/article/ArticleDownloads.tsx): the PDF (the package's, or one made from
 * the article text, saying so; its size once known), the JATS XML when stored, and each supplementary file with its
 * label or name, type and size ("Word document, 45.2 kB"). The PDF opens in the browser (while a made PDF is being
 * prepared its URL answers a readable page, which must not be saved as a file); the others download. Every link is a
 * counted download of the article (rc-pub's files routes).
 */
import { useIntl } from 'react-intl';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import type { ArticleDownloads_ArticleFragment } from '../../gql/graphql.js';
import en from '../../i18n/en/figures.json';
import zh from '../../i18n/zh/figures.json';
import { formatFileSize, typeAndSize } from './fileFormat.js';
import { fileTypeName } from './fileType.js';
import { detailsMessage, downloadMessages as m } from './downloadMessages.js';

const catalogues = { zh, en };

/** One line: the link, then its details (type, size) in grey. */
function Item(props: { href: string; name: string; details: string; download?: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <li data-testid={props.testId}>
      <a href={props.href} download={props.download}>
        {props.name}
      </a>
      {props.details && <span>{intl.formatMessage(detailsMessage, { details: props.details })}</span>}
    </li>
  );
}

function List({ article }: { article: ArticleDownloads_ArticleFragment }) {
  const intl = useIntl();
  const { pdf } = article;
  const made = pdf.origin === 'RENDERED' ? intl.formatMessage(m.pdfRendered) : '';
  const size = pdf.size != null ? formatFileSize(intl, pdf.size) : '';
  // "made from the article text, 1.2 MB", either part alone, or nothing
  const pdfDetails = made && size ? typeAndSize(intl, made, pdf.size) : made || size;
  return (
    <ul>
      <Item href={pdf.url} name="PDF" details={pdfDetails} testId="download-pdf" />
      {article.xmlUrl && <Item href={article.xmlUrl} name="JATS XML" details="" download testId="download-jats" />}
      {article.supplementaryFiles.map(
        (f) =>
          f.downloadUrl && (
            <Item
              key={f.id}
              href={f.downloadUrl}
              name={f.label || f.fileName || intl.formatMessage(m.supplementary)}
              details={typeAndSize(intl, fileTypeName(intl, f.mime, f.fileName), f.fileSize)}
              download
              testId="download-supplementary"
            />
          ),
      )}
    </ul>
  );
}

/** The downloads of `article`, with the chunk's messages. */
export function DownloadList({ article }: { article: ArticleDownloads_ArticleFragment }) {
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <List article={article} />
    </ChunkCatalogue>
  );
}
