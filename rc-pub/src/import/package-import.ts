/**
 * Import of one article package (docs/product/content.md#article-packages): open the folder or archive (every entry
 * checked first), find its one JATS file, read every file the JATS references and its PDF, type them by content, then
 * write the article in one transaction (jats.ts). Anything missing, unreadable or hostile fails the package with a
 * sentence naming the file, before anything is written.
 */
import type { Db } from '../db/client.js';
import { checkFileSize } from './limits.js';
import { findJats, layoutPdf, openPackage } from './package.js';
import { JatsInPackageError, PackageError } from './package-reader.js';
import { referencedFiles } from './package-files.js';
import { type JatsImportOptions, type JatsResult, parseJats, writeJats } from './jats.js';

/**
 * Imports the package at `file` (a folder, .zip, .tar.gz or .tgz).
 * @throws PackageError / XmlError / JatsError / ImportLimitError / database errors with a readable message (the
 *   caller adds the package's path)
 */
export async function importJatsPackage(db: Db, file: string, o: JatsImportOptions): Promise<JatsResult> {
  const reader = await openPackage(file, o.limits);
  try {
    const jatsPath = await findJats(reader, o.limits);
    let parsed: ReturnType<typeof parseJats>;
    try {
      checkFileSize(reader.size(jatsPath) ?? 0, o.limits);
      parsed = parseJats((await reader.read([jatsPath], o.limits.maxFileBytes)).get(jatsPath)!);
    } catch (e) {
      throw e instanceof PackageError ? e : new JatsInPackageError(jatsPath, e);
    }
    const found = await referencedFiles(reader, parsed.doc, jatsPath, o.limits, true, layoutPdf(reader, jatsPath));
    const content = { sourceFile: file, files: found.files, warnings: found.warnings, strict: true };
    try {
      return await writeJats(db, parsed, found.pdfHref ? { ...content, pdfHref: found.pdfHref } : content, o);
    } catch (e) {
      throw e instanceof PackageError ? e : new JatsInPackageError(jatsPath, e);
    }
  } finally {
    await reader.close();
  }
}
