/**
 * The site footer (docs/product/sites-and-frame.md#footer): this shell names its data and mounts the body, which is a
 * split part (frameChunks.ts `footerChunk`, footer/FooterBody.tsx) loaded beside the page's initial JS: the server
 * renders it in the same pass and the browser loads it before hydrating, like the header.
 */
import { Suspense } from 'react';
import { useSplitModule } from '../../app/moduleRef.js';
import { graphql } from '../../gql/index.js';
import type { Footer_FooterFragment } from '../../gql/graphql.js';
import { footerChunk } from './frameChunks.js';

export const Footer_footer = graphql(`
  fragment Footer_footer on FooterConfig {
    showLogo
    logoUrl
    logoName
    backgroundColor
    light
    paintBackground
    address
    postcode
    phone
    fax
    email
    copyright
    icp
    picp
    picpLink
    qrUrl
    qrMessage
    showVisits
    sumVisits
    todayVisits
    linkAddress
  }
`);

function Body({ footer }: { footer: Footer_FooterFragment }) {
  const { FooterBody } = useSplitModule(footerChunk);
  return <FooterBody footer={footer} />;
}

/** The footer of every page (footer/FooterBody.tsx draws it). */
export function Footer({ footer }: { footer: Footer_FooterFragment }) {
  return (
    <Suspense fallback={null}>
      <Body footer={footer} />
    </Suspense>
  );
}
