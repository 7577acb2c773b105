import type { Gender } from '../../contract';

/** The avatar image for a gender: F gives the female image, anything else the male one (spec). */
export function avatarFor(gender: Gender | null | undefined): string {
  return gender === 'F' ? '/avatars/female.svg' : '/avatars/male.svg';
}

export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The welcome panel asks for details when either name is missing. */
export function isNameMissing(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): boolean {
  return !firstName?.trim() || !lastName?.trim();
}

/** "+91 9876543210", or null when there is no number. */
export function formatPhone(
  dialCode: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const digits = number?.trim();
  if (!digits) return null;
  const dial = dialCode?.trim();
  return dial ? `${dial} ${digits}` : digits;
}
