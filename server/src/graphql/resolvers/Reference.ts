/** Reference (an entry of an article's reference list; parent: the rc-pub ReferenceWire). */
import type { ReferenceResolvers } from '../../__generated__/resolvers.js';
import { doiUrl } from '../../domain/doi.js';

export const Reference: ReferenceResolvers = {
  doiUrl: (r) => doiUrl(r.doi),
};
