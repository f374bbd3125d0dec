import { activityPhase, signupInfoOf, signupState, type ActivitySignupInfo } from './signupState';

// 2026-11-20 12:00 Beijing time.
const NOW = new Date('2026-11-20T04:00:00Z');

const base: ActivitySignupInfo = {
  startTime: '2026-11-25 09:00:00',
  endTime: '2026-11-26 18:00:00',
  signupStartTime: '2026-11-01 00:00:00',
  signupEndTime: '2026-11-24 00:00:00',
  capacity: 100,
  entryCount: 10,
};

describe('activityPhase', () => {
  it('is not started before the start, in progress between, ended from the end on', () => {
    expect(activityPhase(base, NOW)).toBe('notStarted');
    expect(activityPhase(base, new Date('2026-11-25T01:00:00Z'))).toBe('inProgress'); // 09:00 Beijing
    expect(activityPhase(base, new Date('2026-11-26T09:59:59Z'))).toBe('inProgress');
    expect(activityPhase(base, new Date('2026-11-26T10:00:00Z'))).toBe('ended'); // 18:00 Beijing
  });

  it('treats a missing or unreadable start as begun and a missing end as open-ended', () => {
    expect(activityPhase({}, NOW)).toBe('inProgress');
    expect(activityPhase({ startTime: 'garbage', endTime: null }, NOW)).toBe('inProgress');
    expect(activityPhase({ endTime: '2026-11-20 11:00:00' }, NOW)).toBe('ended');
  });
});

describe('signupState', () => {
  it('offers registration inside the window with room left', () => {
    expect(signupState(base, NOW)).toEqual({ state: 'registerNow', canRegister: true });
  });

  it('says registered when the reader has signed up', () => {
    expect(signupState({ ...base, registered: true }, NOW)).toEqual({ state: 'registered', canRegister: false });
  });

  it('says not started before the registration window opens', () => {
    expect(signupState({ ...base, signupStartTime: '2026-11-21 00:00:00' }, NOW).state).toBe('notStarted');
  });

  it('says registration closed after the window or when switched off', () => {
    expect(signupState({ ...base, signupEndTime: '2026-11-20 11:59:00' }, NOW).state).toBe('registrationClosed');
    expect(signupState({ ...base, signupClosed: true }, NOW).state).toBe('registrationClosed');
  });

  it('says full when entries reach capacity, and ignores a missing capacity', () => {
    expect(signupState({ ...base, entryCount: 100 }, NOW).state).toBe('full');
    expect(signupState({ ...base, capacity: 0, entryCount: 5000 }, NOW).state).toBe('registerNow');
    expect(signupState({ ...base, capacity: null, entryCount: 5000 }, NOW).state).toBe('registerNow');
  });

  it('says activity ended once the activity is over, above every other state', () => {
    const after = new Date('2026-11-27T00:00:00Z');
    expect(signupState({ ...base, registered: true, entryCount: 100 }, after)).toEqual({
      state: 'activityEnded',
      canRegister: false,
    });
  });

  it('ranks closed above full', () => {
    expect(signupState({ ...base, signupClosed: true, entryCount: 100 }, NOW).state).toBe('registrationClosed');
  });

  it('lets registration run while the activity is in progress when no window is set', () => {
    const during = new Date('2026-11-25T06:00:00Z');
    expect(signupState({ startTime: base.startTime, endTime: base.endTime }, during).state).toBe('registerNow');
  });
});

describe('signupInfoOf', () => {
  const timing = {
    startsAt: '2026-11-25T01:00:00.000Z',
    endsAt: '2026-11-25T09:00:00.000Z',
    signupStartsAt: null,
    signupEndsAt: '2026-11-24T16:00:00.000Z',
    signupClosed: false,
    capacity: 2,
  };

  it('full for everyone once the places are taken, registered for the reader who took one', () => {
    expect(signupState(signupInfoOf(timing, 2), NOW).state).toBe('full');
    expect(signupState(signupInfoOf(timing, 2, true), NOW).state).toBe('registered');
    expect(signupState(signupInfoOf(timing, 1), NOW).state).toBe('registerNow');
    expect(signupState(signupInfoOf({ ...timing, signupClosed: true }, 0), NOW).state).toBe('registrationClosed');
  });
});
