/**
 * What the member tests share: real ids from the seeded database (articles with stored JATS XML, figures
 * with stored images from two different articles, a table, a news item and a journal), the suite's start, and JSON
 * calls with a member token.
 */
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../rc-pub/src/db/client.js';
import { articleResources, articleSources, news, publications } from '../../rc-pub/src/db/schema/index.js';
import { createMemberSession, type TestMember } from '../helpers/member-session.js';
import { startApp, type TestApp } from './app-helper.js';

/** Ids of seeded content the member tests keep. */
export interface SeededIds {
  /** Two articles with stored JATS XML (the first has figure1). */
  article1: number;
  article2: number;
  /** Figures (25) with a stored image, of article1 and article2. */
  figure1: { id: number; fileId: number };
  figure2: { id: number; fileId: number };
  table: number;
  news: number;
  journal: number;
}

/** Picks the ids from the seeded database `db`. */
export async function seededIds(db: Db): Promise<SeededIds> {
  const figures = await db
    .select({ id: articleResources.id, fileId: articleResources.fileId, articleId: articleResources.articleId })
    .from(articleResources)
    .innerJoin(articleSources, eq(articleSources.articleId, articleResources.articleId))
    .where(and(eq(articleResources.kind, 'figure'), isNotNull(articleResources.fileId)))
    .orderBy(asc(articleResources.id));
  const first = figures[0]!;
  const second = figures.find((f) => f.articleId !== first.articleId)!;
  const [table] = await db
    .select({ id: articleResources.id })
    .from(articleResources)
    .where(and(eq(articleResources.kind, 'table'), ne(articleResources.articleId, 0)))
    .orderBy(asc(articleResources.id))
    .limit(1);
  const [item] = await db.select({ id: news.id }).from(news).orderBy(asc(news.id)).limit(1);
  const [journal] = await db.select({ id: publications.id }).from(publications).orderBy(asc(publications.id)).limit(1);
  return {
    article1: first.articleId,
    article2: second.articleId,
    figure1: { id: first.id, fileId: first.fileId! },
    figure2: { id: second.id, fileId: second.fileId! },
    table: table!.id,
    news: item!.id,
    journal: journal!.id,
  };
}

/** A member test file's app (seeded), the seeded ids and one member with a live session. */
export interface MemberSuite {
  t: TestApp;
  ids: SeededIds;
  me: TestMember;
}

/** Starts the seeded app once for a test file (call in beforeAll; close `t` in afterAll). */
export async function startMemberSuite(): Promise<MemberSuite> {
  const t = await startApp({ seeded: true });
  return { t, ids: await seededIds(t.db.handle.db), me: await createMemberSession(t.db.handle.db) };
}

/**
 * JSON calls with a member token and a language header (default: the token `defaultToken()` gives, English), on the
 * app `app()` gives (both read when called, so they may be set in beforeAll).
 */
export function memberCalls(app: () => TestApp, defaultToken: () => string) {
  return {
    post: (path: string, body: object, token = defaultToken(), lang = 'en') =>
      app().http.post(path).set('token', token).set('language', lang).send(body),
    get: (path: string, query: object, token = defaultToken(), lang = 'en') =>
      app().http.get(path).set('token', token).set('language', lang).query(query),
  };
}
