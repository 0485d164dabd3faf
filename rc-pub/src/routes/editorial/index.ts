/** Editorial board, expert and book routes (the expert list, book config and book jump of docs/product/content.md): by routes/index.ts. */
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import bookConfig from './book-config.js';
import bookGet from './book-get.js';
import bookJump from './book-jump.js';
import bookList from './book-list.js';
import expertGet from './expert-get.js';
import expertList from './expert-list.js';

/** Registers every editorial route (experts, books, book config, book jump). */
export function registerEditorialRoutes(app: FastifyInstance): void {
  registerRoute(app, expertList);
  registerRoute(app, expertGet);
  registerRoute(app, bookList);
  registerRoute(app, bookConfig);
  registerRoute(app, bookJump);
  registerRoute(app, bookGet);
}
