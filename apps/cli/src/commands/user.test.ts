import { describeEachDialect } from '@goi/db/testing';
import { getUserRoles, findUserByLogin } from '@goi/db';
import { verifyPassword } from '@goi/library';
import { expect, it } from 'vitest';
import { createUserCommand, setRoleCommand } from './user';

describeEachDialect('goi user', (database) => {
  it('creates a confirmed administrator with a hashed password', async () => {
    const { db } = database();
    const message = await createUserCommand(db, {
      username: 'admin',
      email: 'admin@example.com',
      password: 'Admin-password-1',
      admin: true,
    });
    expect(message).toMatch(/^Created administrator admin \(/);
    const user = (await findUserByLogin(db, 'admin'))!;
    expect(user.emailConfirmed).toBe(1);
    expect(await verifyPassword(user.passwordHash!, 'Admin-password-1')).toBe(true);
    expect(await getUserRoles(db, user.userId)).toEqual(['Administrator', 'User']);
  });

  it('names the problems of a weak password and a taken username', async () => {
    const { db } = database();
    await expect(
      createUserCommand(db, {
        username: 'weak',
        email: 'weak@example.com',
        password: 'short',
        admin: false,
      }),
    ).rejects.toThrow(/Invalid password\n {2}password: Must be at least 10 characters long/);
    await expect(
      createUserCommand(db, {
        username: 'ADMIN',
        email: 'other@example.com',
        password: 'Admin-password-1',
        admin: false,
      }),
    ).rejects.toThrow('This username is taken');
  });

  it('gives and takes away roles, and refuses unknown roles and users', async () => {
    const { db } = database();
    await createUserCommand(db, {
      username: 'member',
      email: 'member@example.com',
      password: 'Member-password-1',
      admin: false,
    });
    expect(
      await setRoleCommand(db, {
        usernameOrEmail: 'member@example.com',
        role: 'Administrator',
        remove: false,
      }),
    ).toBe('member@example.com now has the roles: Administrator, User.');
    expect(
      await setRoleCommand(db, { usernameOrEmail: 'member', role: 'Administrator', remove: true }),
    ).toBe('member now has the roles: User.');
    await expect(
      setRoleCommand(db, { usernameOrEmail: 'member', role: 'Owner', remove: false }),
    ).rejects.toThrow('Unknown role "Owner"');
    await expect(
      setRoleCommand(db, { usernameOrEmail: 'ghost', role: 'User', remove: false }),
    ).rejects.toThrow('No user "ghost"');
  });
});
