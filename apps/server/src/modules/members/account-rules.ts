import { ERROR_CODES, encodeIssue, registerIssues, type RegisterIssue } from '@platform/contracts';
import { badRequest, conflict, type AppError } from '../../lib/errors.js';
import type { Brand } from '../../lib/context.js';
import { passwordRule } from '../system/index.js';

const ISSUE_TEXT = {
  required: 'is required',
  mismatch: 'the two entries are inconsistent',
} as const;

/** 400 naming the field of a registration form that breaks the brand's rules, and the rule it breaks. */
export function registerIssueError(issue: RegisterIssue): AppError {
  const text =
    issue.kind === 'pattern'
      ? `does not match its rule (${issue.min}-${issue.max} characters)`
      : ISSUE_TEXT[issue.kind];
  const value =
    issue.kind === 'pattern'
      ? { field: issue.field, patternId: issue.patternId, min: issue.min, max: issue.max }
      : { field: issue.field };
  const code = issue.kind === 'mismatch' ? ERROR_CODES.passwordMismatch : `validation.${issue.field}`;
  return badRequest(code, `${issue.field}: ${text}.`, { ...value, rule: encodeIssue(issue) });
}

/** 409 naming the field another member holds already. */
export const takenError = (field: 'username' | 'mobile') =>
  conflict(
    field === 'mobile' ? ERROR_CODES.mobileTaken : ERROR_CODES.usernameTaken,
    field === 'mobile'
      ? 'mobileNum: this mobile number is already registered.'
      : 'username: this username is already taken.',
    { field: field === 'mobile' ? 'mobileNum' : 'username' },
  );

/**
 * An account opened for someone else (an agent's downline): its username and temporary password checked
 * against the brand's registration rules for those two fields, both required. Throws the first issue.
 */
export function checkAccountFields(brand: Brand, fields: { username: string; password: string }): void {
  const rules = {
    ...(brand.rules.username ? { username: { ...brand.rules.username, enabled: true, required: true } } : {}),
    password: { ...passwordRule(brand), enabled: true, required: true },
  };
  const [issue] = registerIssues(
    { username: fields.username, password: fields.password, confirmPassword: fields.password },
    rules,
    { mode: 'username', smsVerification: false, mobilePassword: false },
  );
  if (issue) throw registerIssueError(issue);
}
