/**
 * The `s3` file storage driver: the bytes in a bucket of S3-compatible object storage (AWS S3, MinIO, Ceph, OSS,
 * COS …) through @aws-sdk/client-s3, at the key `ab/cd/<sha256>` (storageKeyOf). A HEAD first: bytes already in the
 * bucket are not uploaded again. Readers never see the bucket: rc-pub reads the object and serves it at its own URL
 * with its own headers.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileLocation, type FileStore, FileStoreError, type FileToStore, storageKeyOf } from './types.js';

/** Where and how to reach the bucket (config: RC_PUB_S3_*). */
export interface S3StoreConfig {
  /** Endpoint URL of an S3-compatible service (e.g. http://127.0.0.1:9000); null = AWS S3 of `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (`/bucket/key`) instead of the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** True when `err` is the service answering 404 (no such object). */
function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}

/** A one-line reason of an S3 failure (status and service message). */
function reason(err: unknown): string {
  if (err instanceof S3ServiceException)
    return `${err.name}${err.$metadata.httpStatusCode ? ` (HTTP ${err.$metadata.httpStatusCode})` : ''}: ${err.message}`;
  return (err as Error).message;
}

/**
 * A driver keeping files in the bucket of `config`. Checksums are only sent where the API requires them: several
 * S3-compatible services reject the newer default checksum headers.
 */
export function createS3Store(config: S3StoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where = (key: string) => `s3://${config.bucket}/${key}`;
  return {
    kind: 's3',
    async write(file: FileToStore): Promise<FileLocation> {
      const key = storageKeyOf(file.sha256);
      let present = false;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        present = head.ContentLength === file.data.length;
      } catch (err) {
        if (!isNotFound(err)) throw new FileStoreError(`cannot check ${where(key)}: ${reason(err)}`);
      }
      if (!present)
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: config.bucket,
              Key: key,
              Body: file.data,
              ContentType: file.mime,
              ContentLength: file.data.length,
            }),
          );
        } catch (err) {
          throw new FileStoreError(`cannot write ${where(key)}: ${reason(err)}`);
        }
      return { storage: 's3', storageKey: key, data: null };
    },
    async read(location: FileLocation): Promise<Buffer> {
      if (!location.storageKey) throw new FileStoreError('the file row has no storage key');
      const key = location.storageKey;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!out.Body) throw new FileStoreError(`${where(key)} answered no body`);
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof FileStoreError) throw err;
        throw new FileStoreError(
          isNotFound(err) ? `stored file ${where(key)} is missing` : `cannot read ${where(key)}: ${reason(err)}`,
        );
      }
    },
  };
}
