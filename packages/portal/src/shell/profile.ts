import type { Profile } from '@lcars/api/contract';

/** The name to show, per the profile's display-name preference (platform.md section 3). */
export function displayNameOf(profile: Profile | null | undefined): string {
  if (!profile) return '';
  const first = profile.firstName.trim();
  const last = profile.lastName.trim();
  const byId: Record<number, string> = {
    1: last,
    2: first,
    3: [first, last].filter(Boolean).join(' '),
    4: profile.userName,
    5: profile.email,
  };
  return byId[profile.displayNameId] || first || profile.userName;
}

/** The profile block's initial when no picture is shown. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
