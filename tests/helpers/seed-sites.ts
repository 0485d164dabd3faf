/**
 * The seed's sites in file order (ids 1..12 on a fresh or reset database), read from deploy/sites/demo-sites.yaml
 *: what tests compare pages with. Read here, not in rc-pub, so no rc-pub start parses the file unless it seeds.
 */
import { readFileSync } from 'node:fs';
import { SEED_SITES_FILE, type SeedSite, seedSitesOf } from '../../rc-pub/src/seed/sites-data.js';

export const SEED_SITES: SeedSite[] = seedSitesOf(readFileSync(SEED_SITES_FILE, 'utf8'));
