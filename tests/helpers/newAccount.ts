/** Passwords, fund password and agreement of a valid registration form. */
export const NEW_ACCOUNT_SECRETS = {
  password: 'secret123',
  re_password: 'secret123',
  pay_password: '123456',
  re_pay_password: '123456',
  agree: '1',
} as const;

/** The registration form of a new username account, as `user/register` takes it. */
export const usernameRegistration = (account: string): Record<string, string> => ({
  account_type: 'username',
  account,
  ...NEW_ACCOUNT_SECRETS,
});

/** Registers a new username account on a running server; the session as the app stores it. */
export async function newSession(base: string, prefix = 'user') {
  const body = new URLSearchParams(usernameRegistration(`${prefix}${Date.now().toString(36)}`));
  const res = (await (await fetch(`${base}/api/user/register`, { method: 'POST', body })).json()) as {
    data: { token: string; user: unknown };
  };
  return { token: res.data.token, user: JSON.stringify(res.data.user) };
}
