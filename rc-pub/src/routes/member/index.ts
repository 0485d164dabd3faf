/**
 * What members keep (issue 11; SPEC §7 /front/frontMembers/ favourites, downloads, history; /front/personalAlbum/;
 * uploads): registered by routes/index.ts.
 */
import type { FastifyInstance } from 'fastify';

/** Registers every member route (favourites, downloads, history, personal albums, uploads and member files). */
export function registerMemberRoutes(_app: FastifyInstance): void {}
