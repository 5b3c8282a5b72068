/**
 * The invitation code of a referral link (`?code=`), remembered until an account is made, so
 * that it survives a detour through other screens. Registration and wallet sign-up both read it.
 */
const INVITE_KEY = 'invite_code';

export function rememberInviteFromLink(search: string): string | null {
  const fromLink = new URLSearchParams(search).get('code');
  if (fromLink) localStorage.setItem(INVITE_KEY, fromLink);
  return fromLink;
}

export function inviteCode(): string | undefined {
  return (
    new URLSearchParams(window.location.search).get('code') ?? localStorage.getItem(INVITE_KEY) ?? undefined
  );
}

export function forgetInvite(): void {
  localStorage.removeItem(INVITE_KEY);
}
