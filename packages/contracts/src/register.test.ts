import { describe, expect, it } from 'vitest';
import { ACCEPTED_PATTERNS } from './patterns.js';
import {
  buildRegisterSchema,
  decodeIssue,
  encodeIssue,
  registerFieldStates,
  registerIssues,
} from './register.js';
import type { RegisterRules } from './system.js';

const rules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: ACCEPTED_PATTERNS[1],
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: ACCEPTED_PATTERNS[4],
    patternId: 4,
    minLength: 6,
    maxLength: 20,
  },
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: ACCEPTED_PATTERNS[6],
    patternId: 6,
    minLength: 8,
    maxLength: 15,
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: ACCEPTED_PATTERNS[3],
    patternId: 3,
    minLength: 6,
    maxLength: 50,
  },
  qqNum: { enabled: false, required: true, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 20 },
};
const byUsername = { mode: 'username' as const, smsVerification: false, mobilePassword: true };

describe('registration rules', () => {
  it('shows enabled fields only, in form order', () => {
    expect(registerFieldStates(rules, byUsername).map((f) => f.field)).toEqual([
      'username',
      'password',
      'mobileNum',
      'email',
    ]);
  });

  it('mobile registration hides the username and requires the mobile number', () => {
    const states = registerFieldStates(rules, {
      mode: 'mobile',
      smsVerification: true,
      mobilePassword: true,
    });
    expect(states.map((s) => s.field)).toEqual(['password', 'mobileNum', 'verificationCode', 'email']);
    expect(states.find((s) => s.field === 'mobileNum')?.required).toBe(true);
  });

  it('accepts a valid form', () => {
    expect(
      registerIssues(
        { username: 'lotus88', password: 'abc123', confirmPassword: 'abc123' },
        rules,
        byUsername,
      ),
    ).toEqual([]);
  });

  it('names every broken field, with the rule bounds', () => {
    const issues = registerIssues(
      { username: '8lotus', password: 'abc', confirmPassword: 'abd', mobileNum: '12ab', email: 'x@' },
      rules,
      byUsername,
    );
    expect(issues.map((i) => i.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
    ]);
    expect(issues[0]).toEqual({ field: 'username', kind: 'pattern', patternId: 1, min: 6, max: 16 });
  });

  it('requires required fields, and a disabled field is never required', () => {
    expect(registerIssues({}, rules, byUsername)).toEqual([
      { field: 'username', kind: 'required' },
      { field: 'password', kind: 'required' },
    ]);
  });

  it('requires an SMS code when a mobile number is given and SMS verification is on', () => {
    const issues = registerIssues(
      { username: 'lotus88', password: 'abc123', confirmPassword: 'abc123', mobileNum: '09171234567' },
      rules,
      { ...byUsername, smsVerification: true },
    );
    expect(issues).toEqual([{ field: 'verificationCode', kind: 'required' }]);
  });

  it('encodes issues for forms and decodes them back', () => {
    const issue = { field: 'username', kind: 'pattern' as const, patternId: 1, min: 6, max: 16 };
    expect(decodeIssue(encodeIssue(issue))).toEqual({ kind: 'pattern', patternId: 1, min: 6, max: 16 });
    expect(decodeIssue('required')).toEqual({ kind: 'required' });
    expect(decodeIssue('nonsense')).toBeNull();
  });

  it('builds a zod schema whose issues point at the fields', () => {
    const result = buildRegisterSchema(rules, byUsername).safeParse({
      username: 'ab',
      password: 'abc123',
      confirmPassword: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'pattern:1:6:16'],
      ['confirmPassword', 'mismatch'],
    ]);
  });
});
