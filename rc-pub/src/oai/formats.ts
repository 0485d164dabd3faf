/**
 * The metadata formats: `oai_dc` (unqualified Dublin Core, OAI-PMH 2.0 section 6.2 and oai_dc.xsd) and `jats`
 * (the JATS XML stored at import, article_sources).
 */

/** A metadata format of ListMetadataFormats (OAI-PMH section 4.4). */
export interface MetadataFormat {
  prefix: 'oai_dc' | 'jats';
  schema: string;
  namespace: string;
}

/** OAI-PMH namespace and schema. */
export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
export const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
/** The oai-identifier description of Identify (http://www.openarchives.org/OAI/2.0/guidelines-oai-identifier.htm). */
export const OAI_IDENTIFIER_NS = 'http://www.openarchives.org/OAI/2.0/oai-identifier';
export const OAI_IDENTIFIER_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd';

/**
 * JATS has no XML namespace of its own, but OAI-PMH metadata must be namespace-qualified (OAI-PMH.xsd: `any
 * namespace="##other"`). Like PubMed Central's OAI-PMH service, the `jats` format puts the article's root in the
 * NISO JATS 1.3 Archiving namespace and names that tag set's XSD.
 */
export const JATS_NS = 'https://jats.nlm.nih.gov/ns/archiving/1.3/';
export const JATS_SCHEMA = 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd';

/** Every format, oai_dc first (every record has it). */
export const METADATA_FORMATS: readonly MetadataFormat[] = [
  { prefix: 'oai_dc', schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: OAI_DC_NS },
  { prefix: 'jats', schema: JATS_SCHEMA, namespace: JATS_NS },
];

/** The format of a metadataPrefix, or undefined. */
export function findFormat(prefix: string): MetadataFormat | undefined {
  return METADATA_FORMATS.find((f) => f.prefix === prefix);
}
