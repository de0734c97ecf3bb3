/** The tabs of the profile page, chosen by `?tab=` so a link can open one. */
export const PROFILE_TABS = [
  { id: 'profile', title: 'Profile' },
  { id: 'picture', title: 'Picture' },
  { id: 'email', title: 'E-mail' },
  { id: 'username', title: 'User name' },
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

export function profileTabOf(value: string | null): ProfileTabId {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
