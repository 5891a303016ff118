import { GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { sniffType } from './sniff.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, …), the same keys as the local folder's paths
 * (decision 0069). Any instance serves any file through its own /files/ route, so the bucket stays
 * private and the app's addresses, types and cache headers do not change with where bytes live.
 */
export function createS3Storage(config: S3Config): FileStorage & { check(signal?: AbortSignal): Promise<void>; close(): void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: S3-compatible stores do not all know the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, bytes) {
      const contentType = sniffType(bytes)?.contentType ?? 'application/octet-stream';
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    /** The bucket answers with these keys (at start and for /readyz). */
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }), signal ? { abortSignal: signal } : {});
    },
    close: () => client.destroy(),
  };
}
