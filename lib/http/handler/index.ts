// What a route handler in app/api needs to define itself (docs/decisions/0008).
export {
  defineHandler,
  rawResponse,
  type DefinedHandler,
  type HandlerContext,
  type HandlerDefinition,
} from './defineHandler';
export { HandlerError, handlerError } from './handlerError';
export { allOf, slidingWindow, type RateLimitHook } from './rateLimit';
export { MINUTE, perReaderAndAddress, type ReaderAndAddressLimits } from './perReaderAndAddress';
export { beaconLimits, likeLimits } from './anonymousLimits';
export { naturalNumber, positiveId, requestKey, uploadedFileIds, writtenText } from './params';
