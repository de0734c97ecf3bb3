import { getProfileSetup } from '@lcars/contract';
import { useLoad } from '../kit';

/**
 * The profile's lookup lists (name prefixes, suffixes, display names), and the display names as options: without
 * "<None>", since a display name is always chosen (ids 1-5).
 */
export function useProfileSetup() {
  const setup = useLoad(getProfileSetup, {});
  const displayNames = (setup.data?.displayNames ?? [])
    .filter((item) => item.id !== 0)
    .map((item) => ({ id: item.id, label: item.title }));
  return { setup, displayNames };
}
