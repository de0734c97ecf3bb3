import type { PasswordRequirements } from '@lcars/contract';
import { useAppContextStore } from '../core/stores/appContext';
import { PLACEHOLDER_REQUIREMENTS } from './requirements';

/** The password and user-name requirements of the app context (placeholders until it arrives). */
export function useRequirements(): PasswordRequirements {
  return useAppContextStore((state) => state.appContext?.requirements ?? PLACEHOLDER_REQUIREMENTS);
}
