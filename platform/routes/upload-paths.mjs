/**
 * The two other ways a site's files reach the platform, besides app_if `upload` (docs/decisions/0022; which
 * one a site uses is `siteConfig.uploadType` in getConfig: 0 upload, 1 object storage, 2 media
 * assets). Both store through the same checks as `upload` (routes/uploads.mjs) and answer the same
 * fields, so a post, tip-off or submission names the file by its fileId whichever path it took.
 *
 * - Object storage, `{minIOUrl}/upload` (POST multipart, member token): one or more `file` parts
 *   of one `fileType`; the consolidated result `{list: [..as upload..]}`, in the order sent.
 * - Media assets: app_if `mamUploadAccessToken` (and its newer name `mamUploadAccessToken2`) gives
 *   a short-lived upload token and the address to send the file to; `{mam}/upload` (POST multipart,
 *   with the token in the `accessToken` field) takes the bytes and answers an `assetId`; app_if `mamUploadDone2`
 *   (`assetId`, `fileType`, `width`, `height`) files it as the member's and answers as `upload`.
 */
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { filesOf } from '../lib/multipart.mjs';

const MAM_TOKEN_TTL_MS = 10 * 60_000;
const MAX_PENDING_ASSETS = 1000;
const MAX_FILES_PER_MINIO_CALL = 9;

/**
 * @param {{appIf: import('../lib/pipeline.mjs').Service, publicUrl: string, memberOf: import('../lib/member-of.mjs').MemberOf,
 *   store: import('./uploads.mjs').StoreUpload}} deps
 * @returns {{registerMinio: (svc: import('../lib/pipeline.mjs').Service) => void, registerMam: (svc: import('../lib/pipeline.mjs').Service) => void}}
 */
export function createUploadPaths({ appIf, publicUrl, memberOf, store }) {
  /** @type {Map<string, {memberId: number, expires: number}>} */
  const mamTokens = new Map();
  /** @type {Map<string, {memberId: number, part: import('../lib/multipart.mjs').UploadedPart, expires: number}>} */
  const assets = new Map();
  const sweep = () => {
    const now = Date.now();
    for (const [key, value] of mamTokens) if (value.expires < now) mamTokens.delete(key);
    for (const [key, value] of assets) if (value.expires < now) assets.delete(key);
  };

  const mamAccessToken = (
    /** @type {Record<string, string>} */ _p,
    /** @type {import('fastify').FastifyRequest} */ req,
  ) => {
    const member = memberOf.required(req);
    sweep();
    const accessToken = crypto.randomBytes(18).toString('hex');
    mamTokens.set(accessToken, { memberId: member.id, expires: Date.now() + MAM_TOKEN_TTL_MS });
    return { accessToken, uploadUrl: `${publicUrl}/mam/upload`, expiresIn: MAM_TOKEN_TTL_MS / 1000 };
  };
  appIf.call('mamUploadAccessToken', mamAccessToken);
  appIf.call('mamUploadAccessToken2', mamAccessToken);
  appIf.call(
    'mamUploadDone2',
    (p, req) => {
      const member = memberOf.required(req);
      const asset = assets.get(p.assetId ?? '');
      if (!asset || asset.memberId !== member.id || asset.expires < Date.now())
        throw new PlatformError('unknown asset');
      assets.delete(p.assetId ?? '');
      return store(member, p.fileType, asset.part, p);
    },
    { methods: ['POST'] },
  );

  return {
    registerMinio(svc) {
      svc.call(
        'upload',
        async (p, req) => {
          const member = memberOf.required(req);
          const parts = filesOf(req).filter((f) => f.field === 'file');
          if (parts.length === 0) throw new PlatformError('send at least one file');
          if (parts.length > MAX_FILES_PER_MINIO_CALL)
            throw new PlatformError(`at most ${MAX_FILES_PER_MINIO_CALL} files`);
          // One at a time: each picture is drawn again (lib/picture-check.mjs), and a refusal stores none after it.
          const list = [];
          for (const part of parts) list.push(await store(member, p.fileType, part, p));
          return { list };
        },
        { methods: ['POST'] },
      );
    },
    registerMam(svc) {
      svc.call(
        'upload',
        (p, req) => {
          const grant = mamTokens.get(p.accessToken ?? '');
          if (!grant || grant.expires < Date.now()) throw new PlatformError('upload token expired');
          const parts = filesOf(req).filter((f) => f.field === 'file');
          if (parts.length !== 1) throw new PlatformError('send exactly one file');
          sweep();
          if (assets.size >= MAX_PENDING_ASSETS) throw new PlatformError('too many uploads waiting');
          const assetId = crypto.randomBytes(12).toString('hex');
          assets.set(assetId, {
            memberId: grant.memberId,
            part: /** @type {import('../lib/multipart.mjs').UploadedPart} */ (parts[0]),
            expires: Date.now() + MAM_TOKEN_TTL_MS,
          });
          return { assetId };
        },
        { methods: ['POST'] },
      );
    },
  };
}
