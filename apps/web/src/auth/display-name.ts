import type { SessionUser } from './session-store';

/** The name the header shows: the full name, else the part of the email before the @. */
export function displayName(user: SessionUser): string {
  const fullName = user.user_metadata.full_name?.trim();
  return fullName || user.email.split('@')[0] || user.email;
}
