/**
 * The file storage settings of rc-pub's configuration (docs/product/content.md#stored-files): RC_PUB_FILE_STORAGE
 * and the variables of each driver, as rc-pub/src/config.ts parses and documents them, checked together.
 */
import path from 'node:path';
import type { FileStorageConfig } from './index.js';

/** The file storage variables as parsed (the table in rc-pub/src/config.ts). */
export interface FileStorageVars {
  RC_PUB_FILE_STORAGE: 'db' | 'folder' | 's3';
  RC_PUB_FILE_DIR: string | undefined;
  RC_PUB_S3_ENDPOINT: string | undefined;
  RC_PUB_S3_BUCKET: string | undefined;
  RC_PUB_S3_REGION: string;
  RC_PUB_S3_ACCESS_KEY_ID: string | undefined;
  RC_PUB_S3_SECRET_ACCESS_KEY: string | undefined;
  RC_PUB_S3_FORCE_PATH_STYLE: boolean;
}

/** Variables each storage needs (set without its storage chosen, they are a mistake: stored files would go elsewhere). */
const STORAGE_VARS = {
  folder: ['RC_PUB_FILE_DIR'],
  s3: ['RC_PUB_S3_BUCKET', 'RC_PUB_S3_ACCESS_KEY_ID', 'RC_PUB_S3_SECRET_ACCESS_KEY'],
} as const;

/** The file storage of `v`; a driver without its variables, or a driver's variables without it, adds a problem. */
export function fileStorageOf(v: FileStorageVars, problems: string[]): FileStorageConfig {
  const kind = v.RC_PUB_FILE_STORAGE;
  for (const [k, names] of Object.entries(STORAGE_VARS))
    for (const name of names)
      if (kind === k && v[name] === undefined) problems.push(`${name} must be set when RC_PUB_FILE_STORAGE=${k}`);
      else if (kind !== k && v[name] !== undefined)
        problems.push(`${name} is set but RC_PUB_FILE_STORAGE is ${kind} (set RC_PUB_FILE_STORAGE=${k} to use it)`);
  if (kind !== 's3' && v.RC_PUB_S3_ENDPOINT !== undefined)
    problems.push(
      `RC_PUB_S3_ENDPOINT is set but RC_PUB_FILE_STORAGE is ${kind} (set RC_PUB_FILE_STORAGE=s3 to use it)`,
    );
  if (kind === 'folder') return { kind, dir: path.resolve(v.RC_PUB_FILE_DIR ?? '.') };
  if (kind === 's3')
    return {
      kind,
      endpoint: v.RC_PUB_S3_ENDPOINT ?? null,
      bucket: v.RC_PUB_S3_BUCKET ?? '',
      region: v.RC_PUB_S3_REGION,
      accessKeyId: v.RC_PUB_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: v.RC_PUB_S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: v.RC_PUB_S3_FORCE_PATH_STYLE,
    };
  return { kind: 'db' };
}
