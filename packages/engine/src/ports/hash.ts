export type HashAlgorithm = 'md5' | 'sha1' | 'sha256' | 'sha512';
export type DigestEncoding = 'hex' | 'base64';

/** Hashing for the mapper functions; synchronous because JSONata functions are called inline. */
export interface HashPort {
  digest(algorithm: HashAlgorithm, data: string, encoding: DigestEncoding): string;
  hmac(algorithm: HashAlgorithm, key: string, data: string, encoding: DigestEncoding): string;
}
