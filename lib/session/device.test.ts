import { TEST_SESSION_SECRET } from '@/tests/support/session';
import { createHmac } from 'node:crypto';
import { deviceFromCookie, newDeviceId, signedDevice } from './device';

// The device cookie is `{uuid}.{signature}` (docs/decisions/0024): an id this server did not sign
// is no device, so likes (one per device) cannot be inflated by inventing ids.
const ID = '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a';
const signatureWith = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`touch-device:${id}`).digest().subarray(0, 16).toString('base64url');

describe('the device cookie', () => {
  it('a new id is a random UUID; its cookie opens to it', () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newDeviceId()).not.toBe(id);
    expect(deviceFromCookie(signedDevice(id))).toBe(id);
  });

  it('is signed with this server’s secret: an HMAC-SHA256 of the id, its first 16 bytes', () => {
    expect(signedDevice(ID)).toBe(`${ID}.${signatureWith(TEST_SESSION_SECRET, ID)}`);
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['an id alone', ID],
    ['an id and an empty signature', `${ID}.`],
    ['no id', `.${signatureWith(TEST_SESSION_SECRET, ID)}`],
    ['another secret’s signature', `${ID}.${signatureWith(`${TEST_SESSION_SECRET}-another`, ID)}`],
    ['another id’s signature', `${ID}.${signatureWith(TEST_SESSION_SECRET, newDeviceId())}`],
    ['a signature cut short', `${ID}.${signatureWith(TEST_SESSION_SECRET, ID).slice(0, 20)}`],
    ['a signature made longer', `${ID}.${signatureWith(TEST_SESSION_SECRET, ID)}AAAA`],
    ['a third part', `${signedDevice(ID)}.x`],
    ['an id in capitals', signedDevice(ID.toUpperCase())],
    ['an id with more before it', signedDevice(`x${ID}`)],
    ['an id with more after it', signedDevice(`${ID}0`)],
    ['not a UUID', signedDevice('device-1')],
  ])('%s: no device', (_, value) => {
    expect(deviceFromCookie(value)).toBeNull();
  });
});
