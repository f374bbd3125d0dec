import { NextRequest } from 'next/server';
import { addressOf, deviceIssuedByThisCall } from './requester';
import { DEVICE_ISSUED_HEADER } from '@/lib/http/requestHeaders';

const request = (headers: Record<string, string>) =>
  new NextRequest('http://touch.test/wap/touch/api/test', { headers });

describe('addressOf', () => {
  it('is the last X-Forwarded-For entry, the one the nearest proxy wrote, without its spaces', () => {
    expect(addressOf(request({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(addressOf(request({ 'x-forwarded-for': ' 203.0.113.7 ' }))).toBe('203.0.113.7');
    expect(addressOf(request({ 'x-forwarded-for': '203.0.113.7, ' }))).toBe('203.0.113.7');
  });

  it('is null without one', () => {
    expect(addressOf(request({}))).toBeNull();
    expect(addressOf(request({ 'x-forwarded-for': ' , ' }))).toBeNull();
  });
});

describe('deviceIssuedByThisCall', () => {
  it("is proxy.ts's mark that the device cookie came with this very call, and only that", () => {
    expect(deviceIssuedByThisCall(request({ [DEVICE_ISSUED_HEADER]: '1' }))).toBe(true);
    expect(deviceIssuedByThisCall(request({ [DEVICE_ISSUED_HEADER]: '0' }))).toBe(false);
    expect(deviceIssuedByThisCall(request({}))).toBe(false);
  });
});
