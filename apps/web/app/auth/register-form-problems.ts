/**
 * The register form's checks in the browser, every field at once (a bad e-mail, a short password
 * and a mismatch are three messages, each beside its field). The same rules as the server's
 * (`usernameProblems`, `passwordProblems` in @goi/library), which still checks every request.
 */
export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  repeat: string;
  termsAccepted: boolean;
}

export type RegisterFormProblems = Partial<Record<keyof RegisterFormValues, string>>;

const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,32}$/u;
/** One @, something on both sides, a dot in the domain; the server's mail check decides the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const PASSWORD_MIN_LENGTH = 10;

/** "a digit and an upper-case letter"; "a, b and c". */
function listInWords(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function passwordProblem(password: string): string | undefined {
  const missing: string[] = [];
  if (!/\d/.test(password)) missing.push('a digit');
  if (!/\p{Ll}/u.test(password)) missing.push('a lower-case letter');
  if (!/\p{Lu}/u.test(password)) missing.push('an upper-case letter');
  const short = [...password].length < PASSWORD_MIN_LENGTH;
  if (!short && missing.length === 0) return undefined;
  const parts = [
    ...(short ? [`at least ${PASSWORD_MIN_LENGTH} characters`] : []),
    ...(missing.length > 0 ? [listInWords(missing)] : []),
  ];
  return `The password needs ${parts.join(', with ')}.`;
}

export function registerFormProblems(values: RegisterFormValues): RegisterFormProblems {
  const problems: RegisterFormProblems = {};
  if (!USERNAME_PATTERN.test(values.username))
    problems.username =
      'The username must be 3 to 32 letters, digits, dots, dashes or underscores.';
  if (!EMAIL_PATTERN.test(values.email.trim()))
    problems.email = 'Enter an e-mail address such as name@example.com.';
  const password = passwordProblem(values.password);
  if (password) problems.password = password;
  if (values.repeat !== values.password) problems.repeat = 'The passwords do not match.';
  if (!values.termsAccepted)
    problems.termsAccepted = 'Accept the terms of service and the privacy policy to register.';
  return problems;
}
