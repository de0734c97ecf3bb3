import type { Profile, ProfileImage } from '@lcars/contract';
import { imageDataUrl } from '../account/profileImage';

/** The name to show, per the profile's display-name preference. */
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

/** Whether the profile block asks for the picture: the user wants it shown. */
export function wantsPicture(profile: Profile | null | undefined): profile is Profile {
  return !!profile && profile.userId > 0 && profile.settings.showProfilePicture !== false;
}

/** The picture's data: URL for the profile block, or null to draw the initial instead. */
export function pictureUrlOf(
  profile: Profile | null | undefined,
  image: Pick<ProfileImage, 'imagePresent' | 'imageData'> | null | undefined,
): string | null {
  if (!wantsPicture(profile) || !image?.imagePresent || image.imageData === '') return null;
  return imageDataUrl(image.imageData);
}
