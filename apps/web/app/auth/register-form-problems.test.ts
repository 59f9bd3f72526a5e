import { describe, expect, it } from 'vitest';
import { registerFormProblems } from './register-form-problems';

const valid = {
  username: 'reader_1',
  email: 'reader@example.com',
  password: 'Kokoro2024x',
  repeat: 'Kokoro2024x',
  termsAccepted: true,
};

describe('registerFormProblems', () => {
  it('finds nothing wrong with a valid form', () => {
    expect(registerFormProblems(valid)).toEqual({});
  });

  it('names every bad field at once: a bad e-mail, a short password and a mismatch', () => {
    expect(
      registerFormProblems({ ...valid, email: 'not-an-email', password: 'short', repeat: 'other' }),
    ).toEqual({
      email: 'Enter an e-mail address such as name@example.com.',
      password: 'The password needs at least 10 characters, with a digit and an upper-case letter.',
      repeat: 'The passwords do not match.',
    });
  });

  it('checks the username and the terms as the server does', () => {
    const problems = registerFormProblems({ ...valid, username: 'a b', termsAccepted: false });
    expect(Object.keys(problems).sort()).toEqual(['termsAccepted', 'username']);
    expect(registerFormProblems({ ...valid, username: '読者さん' })).toEqual({});
  });

  it('asks for what a long password lacks', () => {
    expect(
      registerFormProblems({ ...valid, password: 'alllowercase', repeat: 'alllowercase' }).password,
    ).toBe('The password needs a digit and an upper-case letter.');
    expect(
      registerFormProblems({ ...valid, password: '!!!!!!!!!!', repeat: '!!!!!!!!!!' }).password,
    ).toBe('The password needs a digit, a lower-case letter and an upper-case letter.');
    expect(
      registerFormProblems({ ...valid, password: 'ALLUPPER12', repeat: 'ALLUPPER12' }).password,
    ).toBe('The password needs a lower-case letter.');
  });
});
